import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/shared/i18n';

/** `<html lang>` and hreflang: Serbian is written in Latin script on this site. */
const LANGUAGE_TAGS: Record<Locale, string> = { sr: 'sr-Latn', en: 'en', ru: 'ru' };

export const htmlLang = (locale: Locale): string => LANGUAGE_TAGS[locale];

/** Open Graph wants language_TERRITORY from the list Facebook knows (it has no en_RS or ru_RS). */
export const OG_LOCALES: Record<Locale, string> = { sr: 'sr_RS', en: 'en_US', ru: 'ru_RU' };

/** The site root without a trailing slash; anything but an absolute http(s) URL is a build error. */
export const siteRoot = (siteUrl: string): string => {
  if (!/^https?:\/\/[^/]/.test(siteUrl)) throw new Error(`siteUrl must be an absolute http(s) URL: ${siteUrl}`);
  return siteUrl.replace(/\/+$/, '');
};

/**
 * The public URL of a path below the language prefix. The main page is `/sr/` (a bare `/sr`
 * is a directory to static hosts); every other page has no trailing slash, like the app's links.
 */
export const localeUrl = (siteUrl: string, locale: Locale, path: string): string => {
  if (!path.startsWith('/')) throw new Error(`path must start with "/": ${path}`);
  const cut = path.includes('?') ? path.indexOf('?') : path.length;
  const pathname = path.slice(0, cut);
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return `${siteRoot(siteUrl)}/${locale}${trimmed}${path.slice(cut)}`;
};

export interface Alternate {
  hreflang: string;
  href: string;
}

/** The page in every language, then x-default: the Serbian page, which `/` redirects to by default. */
export const alternates = (siteUrl: string, path: string): Alternate[] => [
  ...LOCALES.map((locale) => ({ hreflang: htmlLang(locale), href: localeUrl(siteUrl, locale, path) })),
  { hreflang: 'x-default', href: localeUrl(siteUrl, DEFAULT_LOCALE, path) },
];
