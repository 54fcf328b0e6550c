import { useIntl } from 'react-intl';
import { AddToCartButton } from '@/features/cart';
import { FavouriteButton, FavouriteProducts, type Product } from '@/features/catalog';

const renderActions = (product: Product) => (
  <AddToCartButton productId={product.id} productName={product.name} disabled={product.pharmaciesCount === 0} />
);
const renderCorner = (product: Product) => <FavouriteButton productId={product.id} productName={product.name} />;

/** /lk/favourites: the signed-in client's favourites with the catalogue's cards. */
export const Component = () => {
  const intl = useIntl();
  return (
    <div className="container page">
      <h1 className="page-title">{intl.formatMessage({ id: 'page.favourites.title' })}</h1>
      <FavouriteProducts renderActions={renderActions} renderCorner={renderCorner} />
    </div>
  );
};
