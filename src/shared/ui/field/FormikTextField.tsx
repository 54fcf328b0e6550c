import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { TextField, type TextFieldProps } from './TextField';

interface FormikTextFieldProps extends Omit<TextFieldProps, 'error' | 'name' | 'value' | 'onChange' | 'onBlur'> {
  name: string;
}

/**
 * A formik-bound field. Errors are message ids (yup schemas return ids) and appear only
 * after the form's first submit (spec section 4, "Forms").
 */
export const FormikTextField = ({ name, ...props }: FormikTextFieldProps) => {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const intl = useIntl();
  // The schemas' messages are ids of i18n/sr.json; formik types an error as a plain string.
  const error = submitCount > 0 && meta.error ? intl.formatMessage({ id: meta.error as MessageId }) : undefined;
  return <TextField {...props} {...field} value={field.value ?? ''} error={error} />;
};
