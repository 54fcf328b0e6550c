export interface HighlightParts {
  before: string;
  match: string;
  after: string;
}

/**
 * Splits a suggestion around the first case-insensitive occurrence of the query, so the
 * typed part can be shown in bold — as text, never as markup. No occurrence (the server
 * also matches by substance, diacritics and Cyrillic): everything is `before`.
 */
export const highlight = (name: string, query: string): HighlightParts => {
  const needle = query.trim().toLocaleLowerCase();
  const at = needle === '' ? -1 : name.toLocaleLowerCase().indexOf(needle);
  // Lower-casing can change a string's length (e.g. "İ"); then do not guess positions.
  if (at < 0 || name.toLocaleLowerCase().length !== name.length) return { before: name, match: '', after: '' };
  return {
    before: name.slice(0, at),
    match: name.slice(at, at + needle.length),
    after: name.slice(at + needle.length),
  };
};
