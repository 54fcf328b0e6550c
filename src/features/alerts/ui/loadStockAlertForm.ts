/**
 * The form brings formik and yup, large, and no other part of a product page needs them, so its
 * code loads when a shopper is about to use it (docs/performance.md, "Taps"). Calling this again
 * returns the same module.
 */
export const loadStockAlertForm = () => import(/* webpackChunkName: "stock-alert-form" */ './StockAlertForm');
