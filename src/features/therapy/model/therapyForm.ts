import { object, string } from 'yup';
import { messageId } from '@/shared/i18n';
import { isIsoDate } from '@/shared/lib';

/** A renewable prescription lasts 2 to 6 months (docs/behaviour.md §18). */
export const MONTH_CHOICES = ['2', '3', '4', '5', '6'] as const;

/** What the form holds: the search text, then the chosen ids as the controls give them (strings). */
export interface TherapyValues {
  query: string;
  productId: string;
  months: string;
  firstDate: string;
  pharmacyId: string;
}

export const therapySchema = object({
  productId: string().default('').required(messageId('therapy.form.productRequired')),
  months: string()
    .default('')
    .oneOf([...MONTH_CHOICES], messageId('therapy.form.monthsInvalid')),
  firstDate: string()
    .default('')
    .required(messageId('therapy.form.dateRequired'))
    .test('iso-date', messageId('therapy.form.dateInvalid'), (value) => isIsoDate(value)),
  pharmacyId: string().default('').required(messageId('therapy.form.pharmacyRequired')),
});
