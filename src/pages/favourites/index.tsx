import { FormattedMessage } from 'react-intl';
import { AccountLayout } from '@/features/account';
import { renderAddToCart } from '@/features/cart';
import { renderFavourite, FavouriteProducts } from '@/features/catalog';

/** /lk/favourites: the signed-in client's favourites with the catalogue's cards. */
export const Component = () => (
  <AccountLayout title={<FormattedMessage id="page.favourites.title" />}>
    <FavouriteProducts renderActions={renderAddToCart} renderCorner={renderFavourite} />
  </AccountLayout>
);
