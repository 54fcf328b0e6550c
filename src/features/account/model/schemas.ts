import { object, string } from 'yup';
import { messageId } from '@/shared/i18n';
import { reauthSchema } from './reauth';

/** docs/behaviour.md §12; messages are i18n ids shown after the first submit. */
export const nameSchema = object({
  name: string().default('').trim().required(messageId('validation.nameRequired')),
});

/** A new e-mail, confirmed with the current password (docs/decisions.md, "Sensitive changes ask again"). */
export const emailSchema = object({
  email: string()
    .default('')
    .trim()
    .required(messageId('validation.emailRequired'))
    .email(messageId('validation.emailInvalid')),
}).concat(reauthSchema);

/** docs/behaviour.md §9, password change: password (the current one) and new_password. */
export const passwordChangeSchema = object({
  password: string().default('').required(messageId('validation.currentPasswordRequired')),
  new_password: string().default('').required(messageId('validation.newPasswordRequired')),
});

export const DELETE_REASONS = ['notUsing', 'otherAccount', 'privacy', 'other'] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];

/** A reason is chosen; "other" needs a few words; the current password confirms it. */
export const deleteSchema = object({
  reason: string()
    .default('')
    .oneOf([...DELETE_REASONS, ''] as const)
    .required(messageId('validation.reasonRequired')),
  details: string()
    .default('')
    .trim()
    .when('reason', { is: 'other', then: (schema) => schema.required(messageId('validation.reasonDetailsRequired')) }),
}).concat(reauthSchema);
