import { useLayoutEffect, useRef, useState } from 'react';
import { IMaskInput } from 'react-imask';
import { normalizePhone } from '@/shared/lib/phone';
import { TextField } from '../field/TextField';
import { isTypedCountryCode, phoneMaskOptions, PHONE_INPUT_PROPS, PHONE_PREFIX_TEXT } from './phoneMask';
import type { MaskedPhoneFieldProps } from './types';
import { usePhoneField } from './usePhoneField';

/** What the input last showed, and the national number it stood for. */
interface Shown {
  national: string;
  text: string;
}

/**
 * The formik-bound phone input with the `+381 (__) ___ ____` mask (react-imask). The form
 * value is the national number (`641234567`); errors are i18n ids shown after the first submit.
 * The input is controlled by its masked text: what IMask accepted while the form value still
 * matches it, else the form's number (a preset, a reset), which the mask then formats. So the
 * field only uses react-imask's `value`, `onAccept` and the mask's `unmaskedValue`.
 */
export const MaskedPhoneField = ({ handOver, ...props }: MaskedPhoneFieldProps) => {
  const { name, hint, autoFocus, disabled } = props;
  const input = useRef<HTMLInputElement>(null);
  // Typing goes on where it was: the focus, and the caret after what was typed.
  useLayoutEffect(() => {
    if (!handOver?.current.focused || !input.current) return;
    const end = input.current.value.length;
    input.current.focus();
    input.current.setSelectionRange(end, end);
  }, [handOver]);
  const { field, helpers, error, label } = usePhoneField(props);
  const [shown, setShown] = useState<Shown>({ national: '', text: '' });
  const national = normalizePhone(field.value ?? '');
  const text = national === shown.national ? shown.text : national && PHONE_PREFIX_TEXT + national;

  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      renderInput={(wiring) => (
        <IMaskInput
          {...phoneMaskOptions}
          {...wiring}
          inputRef={input}
          value={text}
          onAccept={(value: string, mask) => {
            // `381` typed at the start is the country code: the prefix alone stays.
            const next = isTypedCountryCode(mask.unmaskedValue)
              ? { national: '', text: PHONE_PREFIX_TEXT }
              : { national: mask.unmaskedValue, text: value };
            setShown(next);
            if (next.national !== field.value) void helpers.setValue(next.national);
          }}
          onBlur={() => void helpers.setTouched(true)}
          name={name}
          {...PHONE_INPUT_PROPS}
          autoFocus={autoFocus}
          disabled={disabled}
        />
      )}
    />
  );
};
