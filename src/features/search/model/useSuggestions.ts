import { skipToken } from '@reduxjs/toolkit/query';
import { useDebouncedValue } from '@/shared/lib';
import { useCityId } from '@/features/city';
import { useGetSuggestionsQuery } from '../api/suggestionsApi';
import { isSuggestible, SUGGESTION_COUNT, SUGGESTION_DEBOUNCE_MS } from './searchRules';

const NONE: string[] = [];

/**
 * Suggestions for what is typed: asked only at 3+ characters after a pause in typing, and only
 * while the visitor wants the list.
 * `currentData` belongs to the latest arguments only, so an answer to an older query that
 * arrives late never replaces the newer one (RTK Query keys every answer by its arguments).
 */
export const useSuggestions = (text: string, wanted: boolean): { names: string[]; loading: boolean } => {
  const cityId = useCityId();
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  // Nothing is asked while the list is closed (e.g. the query shown on the results page);
  // below 3 characters the list goes at once, without waiting for the debounce.
  const ask = wanted && isSuggestible(text) && isSuggestible(settled);
  const { currentData, isFetching } = useGetSuggestionsQuery(
    ask ? { count: SUGGESTION_COUNT, query: settled, city_id: cityId } : skipToken,
  );
  return { names: ask ? (currentData ?? NONE) : NONE, loading: ask && isFetching };
};
