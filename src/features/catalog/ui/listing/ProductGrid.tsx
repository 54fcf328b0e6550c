import type { ReactNode } from 'react';
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
  /** New results are on their way: the old ones stay, dimmed. */
  busy?: boolean;
  headingLevel?: 2 | 3;
  /** A horizontal strip on phones (analogues, related products). */
  layout?: 'grid' | 'strip';
}

export const ProductGrid = ({ products, renderActions, renderCorner, busy = false, headingLevel = 3, layout = 'grid' }: ProductGridProps) => (
  <ul className={`${styles.grid} ${styles[layout]} ${busy ? styles.busy : ''}`} aria-busy={busy || undefined}>
    {products.map((product) => (
      <li key={product.id} className={styles.item}>
        <ProductCard product={product} actions={renderActions?.(product)} corner={renderCorner?.(product)} headingLevel={headingLevel} />
      </li>
    ))}
  </ul>
);
