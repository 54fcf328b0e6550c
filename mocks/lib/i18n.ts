/** Languages of the mock: the `Accept-Language` header carries `sr`, `eng` or `ru`. */
export type Lang = 'sr' | 'en' | 'ru';

/** A text in the three UI languages. */
export interface L10n {
  sr: string;
  en: string;
  ru: string;
}

export function l(sr: string, en: string, ru: string): L10n {
  return { sr, en, ru };
}

/** Maps an `Accept-Language` header to a language; sr when missing or unknown. */
export function langFromHeader(header: string | null): Lang {
  const first = (header ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  if (first.startsWith('en')) return 'en';
  if (first.startsWith('ru')) return 'ru';
  return 'sr';
}
