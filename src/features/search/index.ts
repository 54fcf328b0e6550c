export { HeaderSearch } from './ui/HeaderSearch';
export { SearchHistory } from './ui/SearchHistory';
export { readSearchHistory, rememberSearch, clearSearchHistory, SEARCH_HISTORY_KEY } from './model/searchHistory';
export { checkSearchQuery, SEARCH_MIN_LENGTH } from './model/searchRules';
