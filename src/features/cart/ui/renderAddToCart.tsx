import type { Product } from '@/features/catalog';
import { AddToCartButton } from './AddToCartButton';

/** A product card's cart action; disabled when no pharmacy of the city has the product. */
export const renderAddToCart = (product: Product) => (
  <AddToCartButton productId={product.id} productName={product.name} disabled={product.pharmaciesCount === 0} />
);
