import { object, string } from 'yup';
import { messageId } from '@/shared/i18n';

/** An anonymous visitor's alert goes by e-mail: required and valid (docs/behaviour.md §12). */
export const alertEmailSchema = object({
  email: string().trim().required(messageId('validation.emailRequired')).email(messageId('validation.emailInvalid')),
});
