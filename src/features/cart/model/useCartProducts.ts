import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetProductsQuery, type Product } from '@/features/catalog';
import { useCityId } from '@/features/city';
import { MAX_CART_LINES } from './constants';
import type { CartLine } from './cartSlice';

export interface CartProducts {
  byId: ReadonlyMap<number, Product>;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * Names, pictures, forms and PDV rates of the cart's products (GET /products with `ids`).
 * Ids are sorted so the same set of products is one cache entry whatever the cart's order;
 * quantity changes do not ask again.
 */
export const useCartProducts = (lines: readonly CartLine[]): CartProducts => {
  const cityId = useCityId();
  const idsKey = lines
    .map((line) => line.id)
    .sort((a, b) => a - b)
    .join(',');
  const args = useMemo(
    () => (idsKey === '' ? skipToken : { city_id: cityId, ids: idsKey.split(',').map(Number), per_page: MAX_CART_LINES }),
    [idsKey, cityId],
  );
  const { data, isLoading, isError, refetch } = useGetProductsQuery(args);
  const byId = useMemo(() => new Map((data?.list ?? []).map((product) => [product.id, product])), [data]);
  return { byId, isLoading: isLoading || (args !== skipToken && !data && !isError), isError, retry: () => void refetch() };
};
