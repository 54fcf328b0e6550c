import { settleQueries, type RouteLoader } from '@/shared/lib';
import { parseListing, parsePromoId, productsApi, toProductsArgs, type ListingScope } from '@/features/catalog';
import { pharmaciesApi } from '@/features/pharmacies';
import { promosApi } from '@/features/promos';

/**
 * A listing page's requests: the category tree and the page of products its URL describes
 * (filters, sort and page live in the query string), scoped to a category or a search text.
 */
export const listingQueries = (env: Parameters<RouteLoader>[0], url: URL, scope: ListingScope) => {
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

/** The catalogue, or one promotion's products (`?promo=<id>`) under its title and dates. */
export const catalogLoader: RouteLoader =
  (env) =>
  async ({ request }) => {
    const url = new URL(request.url);
    const promoId = parsePromoId(url.searchParams);
    if (promoId === null) await settleQueries(env, listingQueries(env, url, {}));
    else
      await settleQueries(env, [
        ...listingQueries(env, url, { promoId }),
        env.store.dispatch(promosApi.endpoints.getPromos.initiate({ city_id: env.cityId() })),
      ]);
    return null;
  };
