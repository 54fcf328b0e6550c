import { settleQueries, type RouteLoader } from '@/shared/lib';
import { checkSearchQuery } from '@/features/search';
import { listingQueries } from '../catalog/loader';

/** Results for `?q=` once it is a valid search (3 characters or more); nothing otherwise. */
export const searchLoader: RouteLoader =
  (env) =>
  async ({ request }) => {
    const url = new URL(request.url);
    const check = checkSearchQuery(url.searchParams.get('q') ?? '');
    if (check.kind === 'ok') await settleQueries(env, listingQueries(env, url, { query: check.query }));
    return null;
  };
