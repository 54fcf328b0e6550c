export { HeaderSearch } from './ui/HeaderSearch';
export { SearchHistory } from './ui/SearchHistory';
export { checkSearchQuery } from './model/searchRules';
