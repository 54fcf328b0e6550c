export { HeaderSearch } from './ui/HeaderSearch';
export { SearchHistory } from './ui/SearchHistory';
export { readSearchHistory, rememberSearch, clearSearchHistory, SEARCH_HISTORY_KEY, SEARCH_HISTORY_LIMIT } from './model/searchHistory';
export { useSearchHistory } from './model/useSearchHistory';
export { checkSearchQuery, SEARCH_MIN_LENGTH } from './model/searchRules';
