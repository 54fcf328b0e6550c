import { memo, Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import type { Product } from '../../model/types';
import { ProductCard } from '../card/ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductSlots {
  /** Under the price: the page composes add-to-cart here. */
  renderActions?: (product: Product) => ReactNode;
  /** Over the picture: the favourite heart. */
  renderCorner?: (product: Product) => ReactNode;
}

interface ProductGridProps extends ProductSlots {
  products: Product[];
  /** New results are on their way: the old ones stay, marked busy. */
  busy?: boolean;
  headingLevel?: 2 | 3;
  /** A horizontal strip on phones (analogues, related products). */
  layout?: 'grid' | 'strip';
  /**
   * Every card laid out at once, not when it comes near: Back and Forward restore a position
   * that must fall on the cards' real heights, not on the 420 px each one holds until then.
   */
  laidOut?: boolean;
}

/**
 * A page of cards. New cards are rendered as deferred work, which React splits into short
 * tasks, so a tap on a filter, the sort or a page link is answered at once on a slow phone;
 * the previous cards stay, marked busy, until the new ones are ready. The cards are made once per
 * list: whatever else renders the listing again (the filter panel opening, the dimming) leaves
 * them as they are; without that, every tap rendered all 24 cards again before its next paint
 * (docs/performance.md, "Cards and lists"). Renderers that are not module-level
 * functions only lose that saving. Each card is a hydration part of its own: a tap on one card
 * or on the listing's toolbar hydrates that much, not the page of cards (docs/decisions.md,
 * "Hydration by parts"); made once per list, the parts stay unhydrated until React has time.
 * With the same props the grid does not render at all (the filter panel opening).
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  renderActions,
  renderCorner,
  busy = false,
  headingLevel = 3,
  layout = 'grid',
  laidOut = false,
}: ProductGridProps) {
  const shown = useDeferredValue(products);
  const pending = busy || shown !== products;
  const cards = useMemo(
    () =>
      shown.map((product) => (
        <li key={product.id} className={styles.item}>
          <Suspense>
            <ProductCard
              product={product}
              actions={renderActions?.(product)}
              corner={renderCorner?.(product)}
              headingLevel={headingLevel}
            />
          </Suspense>
        </li>
      )),
    [shown, renderActions, renderCorner, headingLevel],
  );
  return (
    <ul
      className={`${styles.grid} ${styles[layout]} ${pending ? styles.busy : ''} ${laidOut ? styles.laidOut : ''}`}
      aria-busy={pending || undefined}
    >
      {cards}
    </ul>
  );
});
