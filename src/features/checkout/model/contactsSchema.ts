import { object, string } from 'yup';
import { phoneSchema } from '@/shared/lib';
import { messageId } from '@/shared/i18n';

export const NAME_MAX = 80;
export const COMMENT_MAX = 500;

/** Step 3 rules; messages are i18n ids, shown after the first submit. */
export const contactsSchema = object({
  name: string()
    .default('')
    .trim()
    .required(messageId('checkout.contacts.nameRequired'))
    .max(NAME_MAX, messageId('checkout.contacts.nameTooLong')),
  phone: phoneSchema(),
  comment: string().default('').max(COMMENT_MAX, messageId('checkout.contacts.commentTooLong')),
});
