import { useEffect, useState, type ComponentType } from 'react';
import { TextField } from '../field/TextField';
import { PHONE_INPUT_PROPS } from './phoneMask';
import type { PhoneFieldProps } from './types';
import { loadPhoneField, loadedPhoneField } from './loadPhoneField';
import { usePhoneField } from './usePhoneField';

/**
 * Same label and box while the mask chunk arrives, so nothing moves; if the chunk cannot be
 * loaded it stays as a plain, working field (every helper accepts any spelling of a number).
 */
const Plain = (props: PhoneFieldProps) => {
  const { field, error, label } = usePhoneField(props);
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label={label}
      hint={props.hint}
      error={error}
      {...PHONE_INPUT_PROPS}
      autoFocus={props.autoFocus}
      disabled={props.disabled}
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
