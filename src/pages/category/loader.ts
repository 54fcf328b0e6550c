import { settleQueries, type RouteLoader } from '@/shared/lib';
import { listingQueries } from '../catalog/loader';

export const categoryLoader: RouteLoader =
  (env) =>
  async ({ request, params }) => {
    await settleQueries(env, listingQueries(env, new URL(request.url), { category: params.slug ?? '' }));
    return null;
  };
