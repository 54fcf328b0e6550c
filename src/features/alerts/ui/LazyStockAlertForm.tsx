import { lazy, Suspense, type ComponentProps } from 'react';

// The form brings formik and yup (about 25 KB gzip), and most product pages never show it: it
// loads only for a product the city lacks (docs/performance.md, "Stock alerts and the product page").
const StockAlertForm = lazy(() => import('./StockAlertForm').then((module) => ({ default: module.StockAlertForm })));

/** The stock alert form, loaded when a page first shows it; a prerendered one hydrates once it is in. */
export const LazyStockAlertForm = (props: ComponentProps<typeof StockAlertForm>) => (
  <Suspense fallback={null}>
    <StockAlertForm {...props} />
  </Suspense>
);
