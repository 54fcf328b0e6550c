import type { FactoryOpts } from 'imask';
import { normalizePhone, PHONE_COUNTRY_CODE } from '@/shared/lib/phone';

/**
 * `+381 (64) 123 4567`; the last digit is optional because some Serbian numbers have 8
 * national digits. The prefix is fixed text, so the unmasked value is the national number.
 */
const PHONE_MASK = '+381 (00) 000 000[0]';
const PHONE_PLACEHOLDER = '+381 (__) ___ ____';

/** The input's attributes, the same with the mask and without it. */
export const PHONE_INPUT_PROPS = {
  type: 'tel',
  inputMode: 'tel',
  autoComplete: 'tel',
  placeholder: PHONE_PLACEHOLDER,
} as const;

const PREFIX = '+381 (';

/** What `prepare` reads of the mask: its public value and unmasked value, nothing else. */
interface MaskState {
  value: string;
  unmaskedValue: string;
}

/**
 * IMask lets a typed character that equals the next fixed character stand in for it, so the
 * 1 of Belgrade's 11 or the 3 of Kragujevac's 34 would vanish into "+381". So before the first
 * national digit, whatever arrives (a key, a paste, an autofill, the value the field is given)
 * becomes the national number: any spelling (`+381 64…`, `00381 64…`, `064 …`) is normalised, a
 * lone trunk `0` is dropped, a lone `+` just shows the prefix. It is preceded by the prefix's
 * own punctuation still missing (`+`, ` `, `(`): those stand in for themselves when typed, and
 * the mask lays the digits 381 down itself, so no national digit can be taken for them. Only
 * the mask's public state is read; the result is the same however IMask appends it.
 */
const prepare = (chunk: string, masked: MaskState): string => {
  if (chunk === '' || masked.unmaskedValue !== '' || !PREFIX.startsWith(masked.value)) return chunk;
  const national = chunk.length > 1 ? normalizePhone(chunk) : chunk.replace(/[^1-9]/, '');
  // Nothing to add (a trunk 0, a stray character): only a `+` asks to see the prefix.
  if (national === '' && !chunk.trim().startsWith('+')) return '';
  return PREFIX.slice(masked.value.length).replace(/\d/g, '') + national;
};

/**
 * Someone typing the country code digit by digit ends up with exactly `381` as the national
 * number so far; that is read as the code, not as an area code starting with 38.
 */
export const isTypedCountryCode = (unmasked: string): boolean => unmasked === PHONE_COUNTRY_CODE;
export const PHONE_PREFIX_TEXT = PREFIX;

export const phoneMaskOptions = {
  mask: PHONE_MASK,
  lazy: true,
  prepare,
} satisfies FactoryOpts;
