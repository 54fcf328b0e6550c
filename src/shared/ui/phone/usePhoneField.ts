import { useIntl } from 'react-intl';
import { useFieldError } from '../field/useFieldError';
import type { PhoneFieldProps } from './types';

/** The formik side and the label of a phone field, the same with the mask and without it. */
export const usePhoneField = ({ name, label }: PhoneFieldProps) => {
  const { field, helpers, error } = useFieldError(name);
  const intl = useIntl();
  return { field, helpers, error, label: label ?? intl.formatMessage({ id: 'phone.label' }) };
};
