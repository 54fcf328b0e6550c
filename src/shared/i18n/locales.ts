import { readCookie, writeCookie } from '@/shared/storage';

export const LOCALES = ['sr', 'en', 'ru'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sr';
const LOCALE_COOKIE = 'locale';

const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** BCP 47 tags for Intl: Serbian in Latin script, everything formatted for Serbia (RSD). */
export const INTL_TAGS: Record<Locale, string> = { sr: 'sr-Latn-RS', en: 'en-RS', ru: 'ru-RS' };

/** The API's Accept-Language values: English is sent as `eng` (docs/behaviour.md §6). */
export const ACCEPT_LANGUAGE: Record<Locale, string> = { sr: 'sr', en: 'eng', ru: 'ru' };

/** Names of the languages in themselves, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { sr: 'Srpski', en: 'English', ru: 'Русский' };

/** The language of this page load; set once by the bootstrap from the URL prefix. */
let current: Locale = DEFAULT_LOCALE;
export const getLocale = (): Locale => current;
export const setLocale = (locale: Locale): void => {
  current = locale;
};

/** Cookie `aptk_locale` when valid, else sr (docs/behaviour.md §2). */
export const preferredLocale = (): Locale => {
  const stored = readCookie(LOCALE_COOKIE);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
};

export const rememberLocale = (locale: Locale): void => writeCookie(LOCALE_COOKIE, locale);

/**
 * Splits `/en/catalog?x` into the locale and the rest. A first segment that is not one of
 * our languages is part of the path (contract: such a path is redirected under a prefix).
 */
export const splitLocalePath = (pathname: string): { locale: Locale | null; rest: string } => {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (isLocale(first)) return { locale: first, rest: match?.[2] ?? '/' };
  return { locale: null, rest: pathname || '/' };
};
