import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router';
import { useIntl } from 'react-intl';
import { useCityId } from '@/features/city';
import { paths } from '@/shared/config';
import { buttonClass, EmptyState, ErrorState } from '@/shared/ui';
import { useGetFavouritesQuery } from '../../api/favouritesApi';
import { useGetProductsQuery } from '../../api/productsApi';
import { serializeListing } from '../../lib/listingChange';
import { parseListing, PER_PAGE, DEFAULT_LISTING } from '../../lib/listingQuery';
import { ProductGrid, type ProductSlots } from '../listing/ProductGrid';
import { ListingSkeleton } from '../listing/ListingSkeleton';
import { Pagination } from '../listing/Pagination';

/**
 * The client's favourites as product cards, newest first, a page of 24 at a time. A card
 * disappears as soon as it is removed (the favourites list updates optimistically).
 */
export const FavouriteProducts = ({ renderActions, renderCorner }: ProductSlots) => {
  const intl = useIntl();
  const cityId = useCityId();
  const [params] = useSearchParams();
  const { page } = parseListing(params);
  const favourites = useGetFavouritesQuery();
  const ids = favourites.data ?? [];
  const products = useGetProductsQuery(ids.length > 0 ? { city_id: cityId, ids, page, per_page: PER_PAGE } : skipToken);

  if (favourites.isError) return <ErrorState onRetry={() => void favourites.refetch()} />;
  if (!favourites.data) return <ListingSkeleton count={4} />;
  if (ids.length === 0) {
    return (
      <EmptyState title={intl.formatMessage({ id: 'catalog.favourites.empty' })}>
        <p>{intl.formatMessage({ id: 'catalog.favourites.emptyHint' })}</p>
        <Link to={paths.catalog} className={buttonClass('primary')}>
          {intl.formatMessage({ id: 'catalog.toCatalog' })}
        </Link>
      </EmptyState>
    );
  }
  if (products.isError && !products.data) return <ErrorState onRetry={() => void products.refetch()} />;
  if (!products.data) return <ListingSkeleton count={Math.min(ids.length, 8)} />;

  const shown = products.data.list.filter((product) => ids.includes(product.id));
  const pageCount = Math.ceil(ids.length / PER_PAGE);
  return (
    <>
      <p role="status">{intl.formatMessage({ id: 'catalog.listing.count' }, { count: ids.length })}</p>
      <ProductGrid
        products={shown}
        busy={products.isFetching}
        renderActions={renderActions}
        renderCorner={renderCorner}
      />
      <Pagination
        page={page}
        pageCount={pageCount}
        searchFor={(target) => {
          const search = serializeListing({ ...DEFAULT_LISTING, page: target }, params).toString();
          return search === '' ? '' : `?${search}`;
        }}
      />
    </>
  );
};
