import { object, string } from 'yup';
import { phoneSchema } from '@/shared/lib';
import { messageId } from '@/shared/i18n';

/** The delivery address form's rules (docs/api.md, "Delivery"); messages are i18n ids, shown after the first submit. */
export const addressSchema = object({
  name: string().default('').trim().required(messageId('delivery.form.nameRequired')).max(80),
  phone: phoneSchema(),
  street: string().default('').trim().min(3, messageId('delivery.form.streetRequired')),
  flat: string().default('').max(80),
  postalCode: string()
    .default('')
    .trim()
    .matches(/^\d{5}$/, messageId('delivery.form.postalCodeInvalid')),
  comment: string().default('').max(500),
});
