import Cookies from 'universal-cookie';

/** Every cookie of ours carries this prefix (docs/behaviour.md §5). */
const COOKIE_PREFIX = 'aptk_';
const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 365;

let jar = new Cookies(null, { path: '/' });

/** Tests and other tabs change document.cookie behind universal-cookie's back. */
const reloadCookies = (): void => {
  jar = new Cookies(null, { path: '/' });
};

const isHttps = (): boolean => typeof window !== 'undefined' && window.location.protocol === 'https:';

/** A raw cookie by its full name (e.g. XSRF-TOKEN); undefined when absent. */
export const readRawCookie = (name: string): string | undefined => {
  reloadCookies();
  const value: unknown = jar.get(name, { doNotParse: true });
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** One of our prefixed cookies (`city` reads `aptk_city`). */
export const readCookie = (name: string): string | undefined => readRawCookie(COOKIE_PREFIX + name);

export const writeCookie = (name: string, value: string, days: number = DEFAULT_DAYS): void => {
  jar.set(COOKIE_PREFIX + name, value, {
    path: '/',
    sameSite: 'lax',
    secure: isHttps(),
    expires: new Date(Date.now() + days * DAY_MS),
  });
};

/** A raw cookie by its full name (e.g. XSRF-TOKEN), at path `/`. */
export const removeRawCookie = (name: string): void => {
  jar.remove(name, { path: '/' });
};

export const removeCookie = (name: string): void => removeRawCookie(COOKIE_PREFIX + name);
