import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { ErrorState } from '@/shared/ui';
import { useCityId } from '@/features/city';
import { renderFavourite, ProductGrid, useGetProductsQuery } from '@/features/catalog';
import { renderAddToCart } from '@/features/cart';
import { HomeSection } from './HomeSection';
import { SkeletonCards } from './SkeletonCards';
import { POPULAR_PRODUCTS_SHOWN } from './constants';

/** The most popular products, priced for the selected city (city_id is in the arguments). */
export const PopularProducts = () => {
  const cityId = useCityId();
  const { data, isError, isLoading, refetch } = useGetProductsQuery({
    city_id: cityId,
    sort: 'popular',
    per_page: POPULAR_PRODUCTS_SHOWN,
  });
  if (!isError && !isLoading && !data?.list.length) return null;
  return (
    <HomeSection
      id="home-popular"
      title={<FormattedMessage id="home.popular" />}
      more={{ to: paths.catalog, label: <FormattedMessage id="home.allProducts" /> }}
    >
      {isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <SkeletonCards count={4} height={380} />
      ) : (
        <ProductGrid
          products={data.list}
          renderActions={renderAddToCart}
          renderCorner={renderFavourite}
          layout="strip"
        />
      )}
    </HomeSection>
  );
};
