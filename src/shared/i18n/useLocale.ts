import { getLocale, type Locale } from './locales';

/** The page's language; fixed for a page load, because switching reloads (docs/behaviour.md §2). */
export const useLocale = (): Locale => getLocale();
