import { string } from 'yup';
import { messageId } from '@/shared/i18n';

/**
 * Serbian phone numbers (docs/behaviour.md §12, docs/api.md, "Required and optional fields"
 * (Phones)).
 *
 * Forms keep the national significant number: the digits after +381 without the trunk 0,
 * e.g. `641234567`. That is what the masked field edits, what the schema validates and what
 * `toApiPhone` turns into the wire format `+381 64 123 4567`.
 */
export const PHONE_COUNTRY_CODE = '381';
const PHONE_MIN_DIGITS = 8;
const PHONE_MAX_DIGITS = 9;

/**
 * Any spelling (typed, pasted, autofilled, from the API) → national digits. The country code
 * is dropped when the number is written internationally (`+381…`, `00381…`) or when the
 * rest is still a whole number (`381641234567`), so a national number that happens to start
 * with 381 (`38 123 456`) keeps its digits; then one trunk 0 goes (`064 …` → `64 …`).
 * Nothing is padded or cut: validation judges the length.
 */
export const normalizePhone = (input: string): string => {
  const international = /^\s*(\+|00)/.test(input);
  let digits = input.replace(/\D/g, '');
  if (digits.startsWith(`00${PHONE_COUNTRY_CODE}`)) digits = digits.slice(2);
  if (digits.startsWith(PHONE_COUNTRY_CODE) && (international || digits.length > PHONE_MAX_DIGITS))
    digits = digits.slice(PHONE_COUNTRY_CODE.length);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
};

export const isValidPhone = (input: string): boolean => {
  const { length } = normalizePhone(input);
  return length >= PHONE_MIN_DIGITS && length <= PHONE_MAX_DIGITS;
};

/** National digits in groups: area code (2), then 3, then the rest (3 or 4). */
const groups = (national: string): string[] =>
  [national.slice(0, 2), national.slice(2, 5), national.slice(5)].filter(Boolean);

/**
 * What requests carry: everything but digits, `+` and whitespace removed from the displayed
 * number, i.e. `+381 64 123 4567` (docs/behaviour.md §7).
 */
export const toApiPhone = (input: string): string =>
  ['+' + PHONE_COUNTRY_CODE, ...groups(normalizePhone(input))].join(' ');

/** For reading: `+381 64 123 4567`. */
export const formatPhone = (input: string): string => toApiPhone(input);

/**
 * Recovery step 2 (docs/behaviour.md §9): the digits after the area code become asterisks except
 * the last two, e.g. `+381 64 *** **67`.
 */
export const maskPhoneDigits = (input: string): string => {
  const national = normalizePhone(input);
  const hidden = national.slice(0, 2) + national.slice(2, -2).replace(/\d/g, '*') + national.slice(-2);
  return ['+' + PHONE_COUNTRY_CODE, ...groups(national.length > 2 ? hidden : national)].join(' ');
};

/** The yup rule for a phone field; messages are i18n ids (shown after the first submit). */
export const phoneSchema = () =>
  string()
    .default('')
    .trim()
    .required(messageId('validation.phoneRequired'))
    .test('phone-digits', messageId('validation.phoneInvalid'), (value) => !value || isValidPhone(value));
