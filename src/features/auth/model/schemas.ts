import { object, string } from 'yup';
import { phoneSchema } from '@/shared/lib';
import { messageId } from '@/shared/i18n';

/** docs/behaviour.md §12. Messages are i18n ids, shown after the first submit. */
const password = () => string().default('').required(messageId('validation.passwordRequired'));

export const signInSchema = object({
  phone: phoneSchema(),
  password: password(),
});

/** E-mail and name exist in register mode only. */
export const registerSchema = object({
  phone: phoneSchema(),
  email: string()
    .default('')
    .trim()
    .required(messageId('validation.emailRequired'))
    .email(messageId('validation.emailInvalid')),
  name: string().default('').trim().required(messageId('validation.nameRequired')),
  password: password(),
});

/** Required once the session step is shown. */
const smsCode = () => string().default('').trim().required(messageId('validation.codeRequired'));

export const smsCodeSchema = object({ code: smsCode() });

/** The recovery form calls the code `sms`; the call sends it as `code` (docs/api.md, "PUT /auth/recovery/confirm"). */
export const recoveryCodeSchema = object({ sms: smsCode() });

export const recoveryPhoneSchema = object({
  phone: phoneSchema(),
});

/** The error flag of a mismatch is `notPasswordMatch` (docs/behaviour.md §12). */
const NOT_PASSWORD_MATCH = 'notPasswordMatch';

export const newPasswordSchema = object({
  password: password(),
  confirm_password: string()
    .default('')
    .required(messageId('validation.confirmPasswordRequired'))
    .test(
      NOT_PASSWORD_MATCH,
      messageId('validation.notPasswordMatch'),
      (value, context) => value === (context.parent as { password?: string }).password,
    ),
});
