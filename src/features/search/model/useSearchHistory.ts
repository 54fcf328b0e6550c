import { useSyncExternalStore } from 'react';
import { getSearchHistorySnapshot, subscribeSearchHistory } from './searchHistory';

const EMPTY: string[] = [];

/** Past search terms, newest first, following every change (this tab and others). */
export const useSearchHistory = (): string[] =>
  useSyncExternalStore(subscribeSearchHistory, getSearchHistorySnapshot, () => EMPTY);
