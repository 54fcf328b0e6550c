import { useDeferredValue } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStateSelector } from '@/shared/lib';
import { ErrorState, LoadingState } from '@/shared/ui';
import { useCityName } from '@/features/city';
import { selectCartCount, selectCartLines, selectCartRestored, type CartState } from '../model/cartSlice';
import { useCartPricing } from '../model/useCartPricing';
import { useCartProducts } from '../model/useCartProducts';
import { CartLineItem } from './CartLineItem';
import { CartSummaryPanel } from './CartSummaryPanel';
import { CartEmpty } from './CartEmpty';
import { ClearCartButton } from './ClearCartButton';
import styles from './CartView.module.css';

/** The cart's place while its lines are not known: at least a screen high, as every state of the view. */
export const CartPlaceholder = () => (
  <div className={styles.view}>
    <LoadingState />
  </div>
);

/** The cart page's content: lines with their prices, the summary and the way to the pharmacies. */
export const CartView = () => {
  const ready = useStateSelector((state: { cart: CartState }) => selectCartRestored(state));
  const lines = useStateSelector((state: { cart: CartState }) => selectCartLines(state));
  const count = useStateSelector((state: { cart: CartState }) => selectCartCount(state));
  const pricing = useCartPricing();
  const products = useCartProducts(lines);
  const cityName = useCityName();

  // The view is the visitor's own (docs/decisions.md, "The cart from what is stored"): its first
  // render draws the stored lines with the products kept from the last visit (cartProducts.ts),
  // and the prices fill in when they come. Without kept products, one placeholder until the
  // answer, then the whole cart as deferred work, which React splits into short tasks; the view
  // keeps at least a screen's height meanwhile (docs/performance.md, "Cards and lists").
  const loading = !ready || (lines.length > 0 && products.isLoading && !products.isError);
  const complete = useDeferredValue(!loading);
  if (loading || !complete) return <CartPlaceholder />;
  if (lines.length === 0) {
    return (
      <div className={styles.view}>
        <CartEmpty />
      </div>
    );
  }

  const pricedById = new Map(pricing.summary.lines.map((line) => [line.id, line]));
  return (
    <div className={`${styles.view} ${styles.layout}`}>
      <section className={styles.lines} aria-labelledby="cart-lines-title">
        <div className={styles.head}>
          <h2 id="cart-lines-title" className={styles.linesTitle}>
            <FormattedMessage id="cart.lines.title" values={{ count }} />
          </h2>
          <ClearCartButton count={count} />
        </div>
        {products.isError ? (
          <ErrorState onRetry={products.retry} />
        ) : products.isLoading ? (
          <LoadingState />
        ) : (
          <ul className={styles.list}>
            {lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                product={products.byId.get(line.id)}
                priced={pricedById.get(line.id)}
                pricingFailed={pricing.status === 'error'}
              />
            ))}
          </ul>
        )}
      </section>
      <CartSummaryPanel pricing={pricing} count={count} products={products.byId} cityName={cityName} />
    </div>
  );
};
