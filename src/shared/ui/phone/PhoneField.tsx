import { lazy, Suspense } from 'react';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import { formatPhone } from '@/shared/lib';
import { TextField } from '../field/TextField';
import { PHONE_PLACEHOLDER } from './phoneMask';
import type { PhoneFieldProps } from './types';

/** The mask library is its own chunk: only screens with a phone field download it. */
export const loadPhoneField = () => import(/* webpackChunkName: "phone-field" */ './MaskedPhoneField');

const Masked = lazy(() => loadPhoneField().then((module) => ({ default: module.MaskedPhoneField })));

/** Same label and box while the mask chunk arrives, so nothing moves. */
const Pending = ({ name, label, hint }: PhoneFieldProps) => {
  const [field] = useField<string>(name);
  const intl = useIntl();
  return (
    <TextField
      label={label ?? intl.formatMessage({ id: 'phone.label' })}
      hint={hint}
      name={name}
      type="tel"
      readOnly
      value={field.value ? formatPhone(field.value) : ''}
      placeholder={PHONE_PLACEHOLDER}
    />
  );
};

/**
 * A formik phone field masked as `+381 (__) ___ ____`. Put it inside `<Formik>`; validate
 * with `phoneSchema()` and send `toApiPhone(values.phone)` (both from `@/shared/lib`). A preset
 * number from the API goes in through `normalizePhone(profile.phone)`.
 */
export const PhoneField = (props: PhoneFieldProps) => (
  <Suspense fallback={<Pending {...props} />}>
    <Masked {...props} />
  </Suspense>
);
