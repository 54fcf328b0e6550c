export { HeaderSearch } from './ui/HeaderSearch';
export { SearchHistory } from './ui/SearchHistory';
export { checkSearchQuery, isBarcodeQuery } from './model/searchRules';
/** Loaded only when the scanner opens. */
export const loadBarcodeScanDialog = () =>
  import(/* webpackChunkName: "barcode-scan-dialog" */ './ui/BarcodeScanDialog');
