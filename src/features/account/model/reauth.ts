import { object, string } from 'yup';
import { messageId } from '@/shared/i18n';

/** The password that confirms a sensitive change (docs/decisions.md, "Sensitive changes ask again"). */
export const reauthSchema = object({
  password: string().default('').required(messageId('validation.currentPasswordRequired')),
});

/** The message a form shows on its password field when the server did not accept it. */
export const WRONG_PASSWORD = messageId('account.reauth.wrongPassword');

/** 403 is how the API refuses the password of a sensitive change (docs/api.md, "Sensitive changes"). */
export const isWrongPassword = (result: { error?: unknown }): boolean =>
  typeof result.error === 'object' && result.error !== null && (result.error as { status?: unknown }).status === 403;
