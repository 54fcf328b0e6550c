/**
 * The form brings formik and yup (about 23 KB gzip) that no other part of a product page needs,
 * so its code loads when a shopper is about to use it (docs/performance.md, "The stock alert
 * form behind a button, and the catalogue's load attributed"). Calling this again returns the same
 * module.
 */
export const loadStockAlertForm = () => import(/* webpackChunkName: "stock-alert-form" */ './StockAlertForm');
