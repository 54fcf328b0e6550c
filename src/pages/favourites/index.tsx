import { useIntl } from 'react-intl';
import { renderAddToCart } from '@/features/cart';
import { renderFavourite, FavouriteProducts } from '@/features/catalog';

/** /lk/favourites: the signed-in client's favourites with the catalogue's cards. */
export const Component = () => {
  const intl = useIntl();
  return (
    <div className="container page">
      <h1 className="page-title">{intl.formatMessage({ id: 'page.favourites.title' })}</h1>
      <FavouriteProducts renderActions={renderAddToCart} renderCorner={renderFavourite} />
    </div>
  );
};
