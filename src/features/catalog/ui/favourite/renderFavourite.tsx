import type { Product } from '../../model/types';
import { FavouriteButton } from './FavouriteButton';

/** A product card's corner: the favourite heart. */
export const renderFavourite = (product: Product) => (
  <FavouriteButton productId={product.id} productName={product.name} />
);
