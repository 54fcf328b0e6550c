import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import { IMaskInput } from 'react-imask';
import { normalizePhone } from '@/shared/lib';
import { TextField } from '../field/TextField';
import { isTypedCountryCode, phoneMaskOptions, PHONE_PLACEHOLDER, PHONE_PREFIX_TEXT } from './phoneMask';
import type { PhoneFieldProps } from './types';

/**
 * The formik-bound phone input with the `+381 (__) ___ ____` mask (react-imask). The form
 * value is the national number (`641234567`); errors are i18n ids shown after the first submit.
 */
export const MaskedPhoneField = ({ name, label, hint, autoFocus, disabled }: PhoneFieldProps) => {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const intl = useIntl();
  // The schemas' messages are ids of i18n/sr.json; formik types an error as a plain string.
  const error = submitCount > 0 && meta.error ? intl.formatMessage({ id: meta.error as MessageId }) : undefined;

  return (
    <TextField
      label={label ?? intl.formatMessage({ id: 'phone.label' })}
      hint={hint}
      error={error}
      renderInput={(wiring) => (
        <IMaskInput
          {...phoneMaskOptions}
          {...wiring}
          unmask
          value={normalizePhone(field.value ?? '')}
          onAccept={(value: string, mask) => {
            if (isTypedCountryCode(value)) {
              mask.value = PHONE_PREFIX_TEXT;
              return;
            }
            if (value !== field.value) void helpers.setValue(value);
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
