import { boolean, object, string } from 'yup';
import { phoneSchema } from '@/shared/lib';
import { messageId } from '@/shared/i18n';

/** The question's length after trimming, as the API takes it (docs/api.md, "Ask a pharmacist"). */
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 1000;

type AnswerChannel = 'phone' | 'email';

/** What the question form holds (formik): never in the store, never stored (health data). */
export interface QuestionValues {
  /** Opened from a product page: the question is about that product unless unticked. */
  aboutProduct: boolean;
  question: string;
  channel: AnswerChannel;
  phone: string;
  email: string;
}

/** The form's rules; messages are i18n ids, shown after the first submit (docs/behaviour.md §12). */
export const questionSchema = object({
  aboutProduct: boolean().default(false),
  question: string()
    .default('')
    .trim()
    .required(messageId('questions.form.questionRequired'))
    .min(QUESTION_MIN, messageId('questions.form.questionTooShort'))
    .max(QUESTION_MAX, messageId('questions.form.questionTooLong')),
  channel: string().oneOf(['phone', 'email']).default('phone'),
  phone: string()
    .default('')
    .when('channel', { is: 'phone', then: () => phoneSchema() }),
  email: string()
    .default('')
    .when('channel', {
      is: 'email',
      then: (schema) =>
        schema.trim().required(messageId('validation.emailRequired')).email(messageId('validation.emailInvalid')),
    }),
});
