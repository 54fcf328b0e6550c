import Cookies from 'universal-cookie';
import type { CookieKey, CookieName } from './registry';

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

/** A cookie by its full name as the browser has it; undefined when absent. */
const readNamed = (name: string): string | undefined => {
  reloadCookies();
  const value: unknown = jar.get(name, { doNotParse: true });
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** A raw cookie by its full name (e.g. XSRF-TOKEN); undefined when absent. */
export const readRawCookie = (name: CookieKey): string | undefined => readNamed(name);

/** One of our prefixed cookies (`city` reads `aptk_city`). */
export const readCookie = (name: CookieName): string | undefined => readNamed(COOKIE_PREFIX + name);

export const writeCookie = (name: CookieName, value: string, days: number = DEFAULT_DAYS): void => {
  jar.set(COOKIE_PREFIX + name, value, {
    path: '/',
    sameSite: 'lax',
    secure: isHttps(),
    expires: new Date(Date.now() + days * DAY_MS),
  });
};

const removeNamed = (name: string): void => {
  jar.remove(name, { path: '/' });
};

/** A raw cookie by its full name (e.g. XSRF-TOKEN), at path `/`. */
export const removeRawCookie = (name: CookieKey): void => removeNamed(name);

export const removeCookie = (name: CookieName): void => removeNamed(COOKIE_PREFIX + name);

/**
 * The auth cookie's name prefix on https (docs/decisions.md, "Sessions"): the browser
 * takes a `__Host-` cookie only with `Secure`, path `/` and no domain, so no subdomain and no
 * plain-http page can set or overwrite it.
 */
const HOST_PREFIX = '__Host-';

/**
 * Writes one of our cookies as `__Host-aptk_<name>` (Secure) on https, and under the contract's
 * name `aptk_<name>` over plain http (development, tests), where a `__Host-` cookie cannot exist.
 */
export const writeHostCookie = (name: CookieName, value: string, days: number): void => {
  if (!isHttps()) {
    writeCookie(name, value, days);
    return;
  }
  jar.set(HOST_PREFIX + COOKIE_PREFIX + name, value, {
    path: '/',
    sameSite: 'lax',
    secure: true,
    expires: new Date(Date.now() + days * DAY_MS),
  });
};

/**
 * Reads a cookie written by writeHostCookie, under the one name of this protocol. On https the
 * unprefixed name is never read nor moved over: a subdomain or a plain-http page can plant it,
 * and a session taken from it would be theirs (docs/decisions.md, "Sessions").
 */
export const readHostCookie = (name: CookieName): string | undefined =>
  isHttps() ? readNamed(HOST_PREFIX + COOKIE_PREFIX + name) : readCookie(name);

/** Removes a cookie written by writeHostCookie. */
export const removeHostCookie = (name: CookieName): void => {
  if (isHttps()) jar.remove(HOST_PREFIX + COOKIE_PREFIX + name, { path: '/', secure: true });
  else removeCookie(name);
};
