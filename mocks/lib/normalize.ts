/**
 * Search normaliser: lower-case, Serbian diacritics folded, Cyrillic (Serbian and Russian)
 * transliterated to Latin, other accents dropped, punctuation turned into spaces.
 * `đ` becomes `dj`; `normalizeAlt` gives the variant with plain `d` so "Djurdja" and "Durda"
 * both find "Đurđa".
 */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  ђ: 'dj',
  е: 'e',
  ё: 'e',
  ж: 'z',
  з: 'z',
  и: 'i',
  й: 'j',
  ј: 'j',
  к: 'k',
  л: 'l',
  љ: 'lj',
  м: 'm',
  н: 'n',
  њ: 'nj',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  ћ: 'c',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'c',
  џ: 'dz',
  ш: 's',
  щ: 'sc',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'ju',
  я: 'ja',
  і: 'i',
  ї: 'ji',
  є: 'je',
  ґ: 'g',
};

const LATIN: Record<string, string> = {
  č: 'c',
  ć: 'c',
  š: 's',
  ž: 'z',
  đ: 'dj',
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  ł: 'l',
};

function fold(text: string, dj: string): string {
  const lower = text.toLowerCase();
  let out = '';
  for (const ch of lower) {
    const cyr = CYRILLIC[ch];
    if (cyr !== undefined) {
      out += cyr === 'dj' ? dj : cyr;
      continue;
    }
    const lat = LATIN[ch];
    if (lat !== undefined) {
      out += lat === 'dj' ? dj : lat;
      continue;
    }
    out += ch;
  }
  return out
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The canonical form: đ/ђ → dj. */
export function normalize(text: string): string {
  return fold(text, 'dj');
}

/** The variant with đ/ђ → d, for matching spellings that drop the j. */
export function normalizeAlt(text: string): string {
  return fold(text, 'd');
}

/** Both forms of a text, deduplicated (one entry when the text has no đ). */
export function searchForms(text: string): string[] {
  const a = normalize(text);
  const b = normalizeAlt(text);
  return a === b ? [a] : [a, b];
}
