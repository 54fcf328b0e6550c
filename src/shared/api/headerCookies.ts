import { readHostCookie, readRawCookie, removeHostCookie, removeRawCookie } from '@/shared/storage';

export const AUTH_TOKEN_COOKIE = 'auth_token';
/** docs/behaviour.md §5: the auth token lasts 183 days. */
export const AUTH_TOKEN_DAYS = 183;
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

/**
 * The stored auth token: `__Host-aptk_auth_token` on https, `aptk_auth_token` over http, never
 * the plain name on https (docs/decisions.md, "Sessions"). A value unfit for a header
 * counts as absent and is removed.
 */
export const readAuthToken = (): string | undefined =>
  usable(readHostCookie(AUTH_TOKEN_COOKIE), () => removeHostCookie(AUTH_TOKEN_COOKIE));

/** The server's `XSRF-TOKEN` cookie, by the same rule. */
export const readXsrfToken = (): string | undefined =>
  usable(readRawCookie(XSRF_COOKIE), () => removeRawCookie(XSRF_COOKIE));
