import { redirect } from 'react-router';
import { paths } from '@/shared/config';
import { settleQueries, type RouteLoader } from '@/shared/lib';
import { parseListing, productsApi, toProductsArgs } from '@/features/catalog';
import { checkSearchQuery, isBarcodeQuery } from '@/features/search';
import { listingQueries } from '../catalog/loader';

/**
 * Results for `?q=` once it is a valid search (3 characters or more); nothing otherwise. An
 * EAN-13 that one product carries opens that product instead (docs/decisions.md, "Barcode
 * search"); the same request as the results', so an unknown code costs nothing more and shows
 * the results page with nothing found.
 */
export const searchLoader: RouteLoader =
  (env) =>
  async ({ request }) => {
    const url = new URL(request.url);
    const check = checkSearchQuery(url.searchParams.get('q') ?? '');
    if (check.kind !== 'ok') return null;
    if (isBarcodeQuery(check.query) && env.target === 'browser') {
      const args = toProductsArgs(parseListing(url.searchParams), { cityId: env.cityId(), query: check.query });
      const started = env.store.dispatch(productsApi.endpoints.getProducts.initiate(args));
      try {
        const { data } = await started;
        const only = data?.total === 1 ? data.list[0] : undefined;
        if (only) return redirect(paths.detail(only.id));
      } finally {
        started.unsubscribe();
      }
    }
    await settleQueries(env, listingQueries(env, url, { query: check.query }));
    return null;
  };
