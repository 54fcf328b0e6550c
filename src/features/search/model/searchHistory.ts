import { jsonValue } from '@/shared/storage';

export const SEARCH_HISTORY_KEY = 'search_history';
const SEARCH_HISTORY_LIMIT = 10;

/** "Brufen" and "brufen " are the same search: one entry, the newest spelling wins. */
const sameTerm = (a: string, b: string): boolean => a.toLocaleLowerCase() === b.toLocaleLowerCase();

const tidy = (terms: readonly string[]): string[] => {
  const kept: string[] = [];
  for (const raw of terms) {
    const term = raw.trim();
    if (term !== '' && !kept.some((item) => sameTerm(item, term))) kept.push(term);
  }
  return kept.slice(0, SEARCH_HISTORY_LIMIT);
};

/**
 * Anything but a JSON array counts as no history (docs/behaviour.md §5). Entries that are not
 * strings are dropped, and a hand-edited list is brought back to the contract's shape.
 */
const acceptTerms = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? tidy(value.filter((item): item is string => typeof item === 'string')) : undefined;

/**
 * localStorage `search_history`, newest first. What was searched for says what someone takes:
 * it goes whole when a session ends, so the next person on a shared phone does not see it
 * (docs/decisions.md, "Session end").
 */
const storedSearchHistory = jsonValue<string[]>({
  key: SEARCH_HISTORY_KEY,
  accept: acceptTerms,
});

/** Newest first. */
export const readSearchHistory = (): string[] => storedSearchHistory.read() ?? [];

/** Newest first, no duplicates: a repeated term moves to the front; at most 10 are kept. */
export const rememberSearch = (term: string): string[] => {
  const next = tidy([term, ...readSearchHistory()]);
  storedSearchHistory.write(next);
  return next;
};

export const clearSearchHistory = (): void => storedSearchHistory.remove();

/** For useSyncExternalStore: this tab's writes and other tabs' `storage` events. */
export const subscribeSearchHistory = (listener: () => void): (() => void) => storedSearchHistory.subscribe(listener);

let snapshot: { raw: string | null; terms: string[] } = { raw: null, terms: [] };

/** The same array while the stored text is unchanged, as useSyncExternalStore requires. */
export const getSearchHistorySnapshot = (): string[] => {
  const raw = storedSearchHistory.readText();
  if (raw !== snapshot.raw) snapshot = { raw, terms: readSearchHistory() };
  return snapshot.terms;
};
