import { useState } from 'react';
import { useIntl } from 'react-intl';
import { IMaskInput } from 'react-imask';
import { normalizePhone } from '@/shared/lib/phone';
import { TextField } from '../field/TextField';
import { useFieldError } from '../field/useFieldError';
import { isTypedCountryCode, phoneMaskOptions, PHONE_PLACEHOLDER, PHONE_PREFIX_TEXT } from './phoneMask';
import type { PhoneFieldProps } from './types';

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
export const MaskedPhoneField = ({ name, label, hint, autoFocus, disabled }: PhoneFieldProps) => {
  const { field, helpers, error } = useFieldError(name);
  const intl = useIntl();
  const [shown, setShown] = useState<Shown>({ national: '', text: '' });
  const national = normalizePhone(field.value ?? '');
  const text = national === shown.national ? shown.text : national && PHONE_PREFIX_TEXT + national;

  return (
    <TextField
      label={label ?? intl.formatMessage({ id: 'phone.label' })}
      hint={hint}
      error={error}
      renderInput={(wiring) => (
        <IMaskInput
          {...phoneMaskOptions}
          {...wiring}
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
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={PHONE_PLACEHOLDER}
          autoFocus={autoFocus}
          disabled={disabled}
        />
      )}
    />
  );
};
