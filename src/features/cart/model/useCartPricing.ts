import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useStateSelector } from '@/shared/lib';
import { useCityId } from '@/features/city';
import { useGetCartItemsQuery } from '../api/cartApi';
import { cartPricingArgs } from './cartQueries';
import { EMPTY_SUMMARY, summarizeCart, type CartSummary } from '../lib/summary';
import { selectCartLines, selectSettledLines, type CartLine, type CartState } from './cartSlice';

const sameLines = (a: readonly CartLine[], b: readonly CartLine[]): boolean =>
  a.length === b.length && a.every((line, index) => line.id === b[index]?.id && line.quantity === b[index]?.quantity);

type PricingStatus = 'empty' | 'loading' | 'error' | 'ready';

export interface CartPricingView {
  status: PricingStatus;
  summary: CartSummary;
  /** A newer price is on its way: the shown one belongs to the previous cart or city. */
  updating: boolean;
  retry: () => void;
}

/**
 * The cart priced for the selected city. Every component asks with the same settled lines
 * and city, so they share one request and one cache entry. A failed call resets the list,
 * total and store count (docs/behaviour.md §10); the stored lines stay.
 */
export const useCartPricing = (): CartPricingView => {
  const lines = useStateSelector((state: { cart: CartState }) => selectCartLines(state));
  const settled = useStateSelector((state: { cart: CartState }) => selectSettledLines(state));
  const cityId = useCityId();
  const args = cartPricingArgs(settled, cityId) ?? skipToken;
  const { data, isError, isFetching, refetch } = useGetCartItemsQuery(args);
  const summary = useMemo(() => (isError ? EMPTY_SUMMARY : summarizeCart(data)), [data, isError]);

  const retry = () => void refetch();
  if (lines.length === 0) return { status: 'empty', summary: EMPTY_SUMMARY, updating: false, retry };
  if (isError) return { status: 'error', summary, updating: isFetching, retry };
  if (!data) return { status: 'loading', summary, updating: true, retry };
  return { status: 'ready', summary, updating: isFetching || !sameLines(settled, lines), retry };
};
