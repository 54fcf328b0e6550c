import { readCookie, readRawCookie, removeCookie, removeRawCookie } from '@/shared/storage';

export const AUTH_TOKEN_COOKIE = 'auth_token';
const XSRF_COOKIE = 'XSRF-TOKEN';

/**
 * Visible ASCII only. A cookie is URL-decoded when read, so `%D0%B6` becomes a character that
 * is not a byte and `a%0D%0Ab` a line break: `Headers.set` throws on both, and that would stop
 * every request (docs/decisions.md, "Sessions").
 */
const isHeaderValue = (value: string): boolean => /^[\x21-\x7e]+$/.test(value);

const usable = (value: string | undefined, remove: () => void): string | undefined => {
  if (value === undefined || isHeaderValue(value)) return value;
  remove();
  return undefined;
};

/** The stored auth token (`aptk_auth_token`); a value unfit for a header counts as absent and is removed. */
export const readAuthToken = (): string | undefined =>
  usable(readCookie(AUTH_TOKEN_COOKIE), () => removeCookie(AUTH_TOKEN_COOKIE));

/** The server's `XSRF-TOKEN` cookie, by the same rule. */
export const readXsrfToken = (): string | undefined =>
  usable(readRawCookie(XSRF_COOKIE), () => removeRawCookie(XSRF_COOKIE));
