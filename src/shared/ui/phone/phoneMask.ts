import type { FactoryOpts } from 'imask';
import { normalizePhone, PHONE_COUNTRY_CODE } from '@/shared/lib';

/**
 * `+381 (64) 123 4567`; the last digit is optional because some Serbian numbers have 8
 * national digits. The prefix is fixed text, so the unmasked value is the national number.
 */
const PHONE_MASK = '+381 (00) 000 000[0]';
export const PHONE_PLACEHOLDER = '+381 (__) ___ ____';
const PREFIX = '+381 (';

interface MaskState {
  value: string;
  unmaskedValue: string;
}

/**
 * IMask lets typed characters that equal the next fixed character stand in for it, so the
 * 1 of Belgrade's 11 or the 3 of Kragujevac's 34 would vanish into "+381". Before the first
 * national digit the prefix is therefore laid down explicitly, and what follows is only the
 * national number: pasted or autofilled text of any spelling (`+381 64…`, `00381 64…`,
 * `064 …`) is normalised, a typed trunk `0` is dropped, a typed `+` just shows the prefix.
 */
const prepare = (chunk: string, masked: MaskState, flags: { input?: boolean; raw?: boolean; tail?: boolean }): string => {
  if (chunk === '' || masked.unmaskedValue !== '' || flags.tail || !(flags.input || flags.raw)) return chunk;
  const national = chunk.length > 1 ? normalizePhone(chunk) : chunk.replace(/[^1-9]/, '');
  // Nothing to add (a trunk 0, a stray character): only a `+` asks to see the prefix.
  if (national === '' && !chunk.trim().startsWith('+')) return '';
  const missingPrefix = PREFIX.startsWith(masked.value) ? PREFIX.slice(masked.value.length) : '';
  return missingPrefix + national;
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
