import type { LoaderStore, StartedQuery } from '@/shared/lib';
import { productsApi } from '@/features/catalog';
import { cartApi, type CartPricingArgs } from '../api/cartApi';
import { MAX_CART_LINES } from './constants';
import type { CartLine } from './cartSlice';
import { storedProductsOf } from './cartProducts';

const NO_FACETS = { manufacturers: [], forms: [] };

/**
 * The arguments of the cart's two requests, in one place: the hooks and the cart's route
 * loader must ask with exactly the same ones to share one cache entry each.
 */

export const cartProductsArgs = (lines: readonly CartLine[], cityId: number) => {
  const ids = lines.map((line) => line.id).sort((a, b) => a - b);
  // Sorted: the same set of products is one cache entry whatever the cart's order.
  return ids.length === 0 ? null : { city_id: cityId, ids, per_page: MAX_CART_LINES };
};

export const cartPricingArgs = (settled: readonly CartLine[], cityId: number): CartPricingArgs | null =>
  settled.length === 0 ? null : { items: [...settled], city_id: cityId };

/**
 * The two requests of a restored cart, each to be started when the caller chooses (the cart's
 * route loader, docs/decisions.md "Route loaders").
 */
export const cartQueryStarters = (
  { dispatch, getState }: LoaderStore,
  lines: readonly CartLine[],
  cityId: number,
): Array<() => StartedQuery> => {
  const products = cartProductsArgs(lines, cityId);
  const pricing = cartPricingArgs(lines, cityId);
  // The lines are drawn at once from what was kept of their products; the answer replaces it.
  // Only when this tab has no answer yet: one it has is newer, and is not asked again.
  const cached =
    products !== null && productsApi.endpoints.getProducts.select(products)(getState() as never).data !== undefined;
  const stored = products && !cached ? storedProductsOf(lines) : null;
  if (products && stored)
    dispatch(
      productsApi.util.upsertQueryEntries([
        {
          endpointName: 'getProducts',
          arg: products,
          value: { list: stored, total: stored.length, page: 1, perPage: MAX_CART_LINES, facets: NO_FACETS },
        },
      ]),
    );
  return [
    ...(products
      ? [() => dispatch(productsApi.endpoints.getProducts.initiate(products, { forceRefetch: stored !== null }))]
      : []),
    ...(pricing ? [() => dispatch(cartApi.endpoints.getCartItems.initiate(pricing))] : []),
  ];
};
