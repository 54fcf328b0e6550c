import { object, string } from 'yup';
import { messageId } from '@/shared/i18n';

/** Email required and valid (docs/behaviour.md §12); errors are i18n ids. */
export const subscribeSchema = object({
  email: string().trim().required(messageId('validation.emailRequired')).email(messageId('validation.emailInvalid')),
});
