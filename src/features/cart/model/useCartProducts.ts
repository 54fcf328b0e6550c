import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useGetProductsQuery, type Product } from '@/features/catalog';
import { useCityId } from '@/features/city';
import { cartProductsArgs } from './cartQueries';
import type { CartLine } from './cartSlice';

export interface CartProducts {
  byId: ReadonlyMap<number, Product>;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * Names, pictures, forms and PDV rates of the cart's products (GET /products with `ids`):
 * one cache entry per set of products, whatever the cart's order or quantities.
 */
export const useCartProducts = (lines: readonly CartLine[]): CartProducts => {
  const cityId = useCityId();
  // RTK Query compares arguments by value: quantity changes keep the same cache entry.
  const args = cartProductsArgs(lines, cityId) ?? skipToken;
  const { data, isLoading, isError, refetch } = useGetProductsQuery(args);
  const byId = useMemo(() => new Map((data?.list ?? []).map((product) => [product.id, product])), [data]);
  return {
    byId,
    isLoading: isLoading || (args !== skipToken && !data && !isError),
    isError,
    retry: () => void refetch(),
  };
};
