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

/** How many cards of a new list come in each commit: about a phone's first screen of them. */
const BATCH = 6;

/** What a grid shows while a new list comes in: `list`'s first `count` cards, then `previous`'s. */
interface Filling {
  list: Product[];
  count: number;
  previous: Product[];
}

const displayed = ({ list, count, previous }: Filling): Product[] => {
  if (count >= list.length) return list;
  const first = list.slice(0, count);
  const taken = new Set(first.map((product) => product.id));
  return [...first, ...previous.slice(count).filter((product) => !taken.has(product.id))];
};

/**
 * A page of cards. New cards are rendered as deferred work, which React splits into short
 * tasks, so a tap on a filter, the sort or a page link is answered at once on a slow phone;
 * the cards are kept as they are while anything else around them changes. A new list arrives
 * six cards per commit, the previous list's cards below them meanwhile: a commit that removed
 * 18 cards and inserted 18 others was a long task of its own (docs/performance.md, "Cards in
 * batches"), and no single frame styles and lays out 24 new cards.
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
  const [filling, setFilling] = useState<Filling>(() => ({ list: shown, count: shown.length, previous: shown }));
  if (filling.list !== shown) {
    // A new list: its first batch now (state adjusted while rendering, so no frame shows the
    // new list whole), the rest one batch per commit. The same products in the same order (the
    // day's prices asked again after hydration, docs/decisions.md, "Today's values") change in
    // place at once: no card comes or goes, and no card shows another moment's price.
    const before = displayed(filling);
    const same = before.length === shown.length && shown.every((product, index) => product.id === before[index]?.id);
    setFilling({ list: shown, count: same ? shown.length : BATCH, previous: before });
  }
  useEffect(() => {
    if (filling.count < filling.list.length)
      startTransition(() => setFilling((now) => (now === filling ? { ...now, count: now.count + BATCH } : now)));
  }, [filling]);

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

  const cards = useMemo(() => displayed(filling).map(card), [filling, card]);

  const pending = busy || shown !== products || filling.count < filling.list.length;
  return (
    <ul
      className={`${styles.grid} ${styles[layout]} ${pending ? styles.busy : ''} ${laidOut ? styles.laidOut : ''}`}
      aria-busy={pending || undefined}
    >
      {cards}
    </ul>
  );
};
