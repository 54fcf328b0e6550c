import { settleQueries, type RouteLoader } from '@/shared/lib';
import { parseListing, productsApi, toProductsArgs } from '@/features/catalog';
import { pharmaciesApi } from '@/features/pharmacies';

/**
 * A listing page's requests: the category tree and the page of products its URL describes
 * (filters, sort and page live in the query string), scoped to a category or a search text.
 */
export const listingQueries = (env: Parameters<RouteLoader>[0], url: URL, scope: { category?: string; query?: string }) => {
  const { dispatch } = env.store;
  const city_id = env.cityId();
  const listing = parseListing(url.searchParams);
  return [
    dispatch(productsApi.endpoints.getCategories.initiate()),
    dispatch(productsApi.endpoints.getProducts.initiate(toProductsArgs(listing, { cityId: city_id, ...scope }))),
    // `?pharmacy=` names the pharmacy whose assortment is shown.
    ...(listing.pharmacyId !== null ? [dispatch(pharmaciesApi.endpoints.getPharmacies.initiate({ city_id }))] : []),
  ];
};

export const catalogLoader: RouteLoader = (env) => async ({ request }) => {
  await settleQueries(env, listingQueries(env, new URL(request.url), {}));
  return null;
};
