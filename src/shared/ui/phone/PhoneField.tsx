import { useEffect, useRef, useState, type ComponentType, type RefCallback } from 'react';
import { TextField } from '../field/TextField';
import { PHONE_INPUT_PROPS } from './phoneMask';
import type { HandOver, MaskedPhoneFieldProps, PhoneFieldProps } from './types';
import { loadPhoneField, loadedPhoneField } from './loadPhoneField';
import { usePhoneField } from './usePhoneField';

/**
 * Same label and box while the mask chunk arrives, so nothing moves; if the chunk cannot be
 * loaded it stays as a plain, working field (every helper accepts any spelling of a number).
 */
const Plain = ({ inputRef, ...props }: PhoneFieldProps & { inputRef: RefCallback<HTMLInputElement> }) => {
  const { field, error, label } = usePhoneField(props);
  return (
    <TextField
      {...field}
      ref={inputRef}
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
  const [Field, setField] = useState<ComponentType<MaskedPhoneFieldProps> | null>(loadedPhoneField);
  // The plain field leaves when the mask's code comes, maybe while the visitor types in it: its
  // ref's cleanup runs before React removes it, and the masked field, mounted in the same commit,
  // takes the focus over, so no keystroke goes to the page (docs/decisions.md, "No input lost
  // to code that is still loading"). The typed digits are in formik already.
  const handOver = useRef<HandOver>({ focused: false });
  const plainInput: RefCallback<HTMLInputElement> = (input) => () => {
    handOver.current = { focused: input !== null && input === input.ownerDocument.activeElement };
  };
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
  return Field ? <Field {...props} handOver={handOver} /> : <Plain {...props} inputRef={plainInput} />;
};
