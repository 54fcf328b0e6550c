import { useEffect, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { TextField } from '../field/TextField';
import { useFieldError } from '../field/useFieldError';
import { PHONE_PLACEHOLDER } from './phoneMask';
import type { PhoneFieldProps } from './types';
import { loadPhoneField, loadedPhoneField } from './loadPhoneField';

/**
 * Same label and box while the mask chunk arrives, so nothing moves; if the chunk cannot be
 * loaded it stays as a plain, working field (every helper accepts any spelling of a number).
 */
const Plain = ({ name, label, hint, autoFocus, disabled }: PhoneFieldProps) => {
  const { field, error } = useFieldError(name);
  const intl = useIntl();
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={label ?? intl.formatMessage({ id: 'phone.label' })}
      hint={hint}
      error={error}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      autoFocus={autoFocus}
      disabled={disabled}
      placeholder={PHONE_PLACEHOLDER}
    />
  );
};

/**
 * A formik phone field masked as `+381 (__) ___ ____`. Put it inside `<Formik>`; validate
 * with `phoneSchema()` and send `toApiPhone(values.phone)` (both from `@/shared/lib`). A preset
 * number from the API goes in through `normalizePhone(profile.phone)`.
 */
export const PhoneField = (props: PhoneFieldProps) => {
  const [Field, setField] = useState<ComponentType<PhoneFieldProps> | null>(loadedPhoneField);
  useEffect(() => {
    if (Field) return undefined;
    let active = true;
    loadPhoneField().then(
      (loaded) => {
        if (active) setField(() => loaded);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [Field]);
  return Field ? <Field {...props} /> : <Plain {...props} />;
};
