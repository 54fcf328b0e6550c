export const SEARCH_MIN_LENGTH = 3;

export type SearchCheck = { kind: 'blank' } | { kind: 'tooShort' } | { kind: 'ok'; query: string };

/** Spec section 5: trimmed; blank does nothing; fewer than 3 characters is refused. */
export const checkSearchQuery = (raw: string): SearchCheck => {
  const query = raw.trim();
  if (query === '') return { kind: 'blank' };
  if (query.length < SEARCH_MIN_LENGTH) return { kind: 'tooShort' };
  return { kind: 'ok', query };
};
