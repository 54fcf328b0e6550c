import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useStateSelector } from '@/shared/lib';
import { selectCartLines, useCartProducts, type CartState } from '@/features/cart';
import { useCityId } from '@/features/city';
import { useGetPharmaciesQuery } from '@/features/pharmacies';
import { useGetPharmacyOffersQuery } from '../api/checkoutApi';
import { toOfferView, toSplitView, type OfferView, type SplitView } from '../lib/offerView';

export interface CheckoutOffers {
  views: OfferView[];
  /** The best split of the cart when no pharmacy has all of it (GET /pharmacies/offers). */
  split: SplitView | null;
  isLoading: boolean;
  isError: boolean;
  retry: () => void;
}

/**
 * The pharmacies of the selected city that can serve the cart, with what each has and its
 * total: GET /pharmacies/offers joined with GET /pharmacies and the cart's product cards.
 * Steps 2 and 3 ask with the same arguments and share the answers.
 */
export const useCheckoutOffers = (): CheckoutOffers => {
  const lines = useStateSelector((state: { cart: CartState }) => selectCartLines(state));
  const cityId = useCityId();
  const items = useMemo(() => lines.map((line) => ({ id: line.id, quantity: line.quantity })), [lines]);
  const offers = useGetPharmacyOffersQuery(items.length > 0 ? { city_id: cityId, items } : skipToken);
  const pharmacies = useGetPharmaciesQuery({ city_id: cityId });
  const products = useCartProducts(lines);

  const views = useMemo(() => {
    const byId = new Map((pharmacies.data ?? []).map((pharmacy) => [pharmacy.id, pharmacy]));
    return (offers.currentData?.list ?? []).map((offer) => toOfferView(offer, lines, byId, products.byId));
  }, [offers.currentData, pharmacies.data, lines, products.byId]);
  const plan = offers.currentData?.split;
  const split = useMemo(() => (plan ? toSplitView(plan, products.byId) : null), [plan, products.byId]);

  return {
    views,
    split,
    isLoading: offers.isFetching || pharmacies.isLoading || products.isLoading,
    isError: offers.isError || pharmacies.isError || products.isError,
    retry: () => {
      if (offers.isError) void offers.refetch();
      if (pharmacies.isError) void pharmacies.refetch();
      if (products.isError) products.retry();
    },
  };
};
