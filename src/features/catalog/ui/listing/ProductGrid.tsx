import { startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Product } from '../../model/types';
import { ProductCard } from '../card/ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductSlots {
  /** Under the price: the page composes add-to-cart here. Keep it stable (a module-level function). */
  renderActions?: (product: Product) => ReactNode;
  /** Over the picture: the favourite heart. Keep it stable too. */
  renderCorner?: (product: Product) => ReactNode;
}

interface ProductGridProps extends ProductSlots {
  products: Product[];
  /** New results are on their way: the old ones stay, dimmed. */
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

/** The cards of a new list that come first, about a phone's first screen of them. */
const FIRST_CARDS = 6;

/**
 * A page of cards. New cards are rendered as deferred work, which React splits into short
 * tasks, so a tap on a filter, the sort or a page link is answered at once on a slow phone;
 * the cards are kept as they are while anything else around them changes. A new list arrives
 * in two commits: its first cards (the previous list's cards stay below them meanwhile), then
 * the rest, so that no single frame styles and lays out 24 new cards (docs/performance.md).
 */
export const ProductGrid = ({
  products,
  renderActions,
  renderCorner,
  busy = false,
  headingLevel = 3,
  layout = 'grid',
  laidOut = false,
}: ProductGridProps) => {
  const shown = useDeferredValue(products);
  // The list whose every card is on the page; until it is `shown`, only the first are.
  const [complete, setComplete] = useState(shown);
  useEffect(() => {
    if (complete !== shown) startTransition(() => setComplete(shown));
  }, [complete, shown]);

  // One element per product, kept while the slots stay: a card already on the page is not
  // rendered again when the cards around it change.
  const card = useMemo(() => {
    const made = new WeakMap<Product, ReactNode>();
    return (product: Product): ReactNode => {
      const known = made.get(product);
      if (known) return known;
      const element = (
        <li key={product.id} className={styles.item}>
          <ProductCard
            product={product}
            actions={renderActions?.(product)}
            corner={renderCorner?.(product)}
            headingLevel={headingLevel}
          />
        </li>
      );
      made.set(product, element);
      return element;
    };
  }, [renderActions, renderCorner, headingLevel]);

  const cards = useMemo(() => {
    if (complete === shown || shown.length <= FIRST_CARDS) return shown.map(card);
    const first = shown.slice(0, FIRST_CARDS);
    const taken = new Set(first.map((product) => product.id));
    const below = complete.slice(FIRST_CARDS).filter((product) => !taken.has(product.id));
    return [...first, ...below].map(card);
  }, [complete, shown, card]);

  const pending = busy || shown !== products || complete !== shown;
  return (
    <ul
      className={`${styles.grid} ${styles[layout]} ${pending ? styles.busy : ''} ${laidOut ? styles.laidOut : ''}`}
      aria-busy={pending || undefined}
    >
      {cards}
    </ul>
  );
};
