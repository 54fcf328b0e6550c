const SEARCH_MIN_LENGTH = 3;
/** docs/behaviour.md §13: suggestions wait for a pause in typing and ask for a few names. */
export const SUGGESTION_DEBOUNCE_MS = 500;
export const SUGGESTION_COUNT = 4;

export type SearchCheck = { kind: 'blank' } | { kind: 'tooShort' } | { kind: 'ok'; query: string };

/** docs/behaviour.md §13: trimmed; blank does nothing; fewer than 3 characters is refused. */
export const checkSearchQuery = (raw: string): SearchCheck => {
  const query = raw.trim();
  if (query === '') return { kind: 'blank' };
  if (query.length < SEARCH_MIN_LENGTH) return { kind: 'tooShort' };
  return { kind: 'ok', query };
};

/** Thirteen digits: the EAN-13 under a pack's barcode, which opens that product (docs/api.md, "Medicine information"). */
export const isBarcodeQuery = (query: string): boolean => /^\d{13}$/.test(query);

/** Suggestions are asked for only for a query that could be searched. */
export const isSuggestible = (raw: string): boolean => checkSearchQuery(raw).kind === 'ok';
