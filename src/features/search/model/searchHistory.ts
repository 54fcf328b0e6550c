import { readLocalJson, removeLocal, writeLocal } from '@/shared/storage';

export const SEARCH_HISTORY_KEY = 'search_history';
export const SEARCH_HISTORY_LIMIT = 10;

const acceptTerms = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : undefined;

/** Newest first; unreadable storage counts as no history (contract section 3). */
export const readSearchHistory = (): string[] => readLocalJson(SEARCH_HISTORY_KEY, acceptTerms) ?? [];

/** A repeated term moves to the front; at most 10 are kept. */
export const rememberSearch = (term: string): string[] => {
  const next = [term, ...readSearchHistory().filter((item) => item !== term)].slice(0, SEARCH_HISTORY_LIMIT);
  writeLocal(SEARCH_HISTORY_KEY, JSON.stringify(next));
  return next;
};

export const clearSearchHistory = (): void => removeLocal(SEARCH_HISTORY_KEY);
