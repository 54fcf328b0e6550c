import { shownAnswer } from '@/shared/api';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { ErrorState } from '@/shared/ui';
import { useCityId } from '@/features/city';
import { renderFavourite, ProductGrid, useGetProductsQuery, withoutRx } from '@/features/catalog';
import { renderAddToCart } from '@/features/cart';
import { HomeSection } from './HomeSection';
import { SkeletonCards } from './SkeletonCards';
import { popularArgs } from './constants';

/**
 * The most popular products, priced for the selected city (city_id is in the arguments).
 * Prescription medicines are never teased here (docs/behaviour.md §15): the request leaves them
 * out, and the strip drops any the answer still has.
 */
export const PopularProducts = () => {
  const cityId = useCityId();
  // Only what is shown: asking again for today's values with the same answer renders nothing
  // (docs/performance.md, "Today's values").
  const { data, isError, isLoading, refetch } = useGetProductsQuery(popularArgs(cityId), {
    selectFromResult: shownAnswer,
  });
  const products = data ? withoutRx(data.list) : [];
  if (!isError && !isLoading && products.length === 0) return null;
  return (
    <HomeSection
      id="home-popular"
      title={<FormattedMessage id="home.popular" />}
      more={{ to: paths.catalog, label: <FormattedMessage id="home.allProducts" /> }}
    >
      {/* A failed refresh keeps the values shown (docs/decisions.md, "Today's values"). */}
      {isError && !data ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : isLoading || !data ? (
        <SkeletonCards count={4} height={380} />
      ) : (
        <ProductGrid
          products={products}
          renderActions={renderAddToCart}
          renderCorner={renderFavourite}
          layout="strip"
        />
      )}
    </HomeSection>
  );
};
