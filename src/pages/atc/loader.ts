import { settleQueries, type RouteLoader } from '@/shared/lib';
import { productsApi } from '@/features/catalog';
import { listingQueries } from '../catalog/loader';
import { isAtcSubgroup } from './atcCode';

/** The ATC groups; for a therapeutic subgroup also the page of its products the URL describes. */
export const atcLoader: RouteLoader =
  (env) =>
  async ({ request, params }) => {
    const code = params.code;
    const groups = env.store.dispatch(productsApi.endpoints.getAtcGroups.initiate());
    await settleQueries(
      env,
      code !== undefined && isAtcSubgroup(code)
        ? [groups, ...listingQueries(env, new URL(request.url), { atc: code })]
        : [groups],
    );
    return null;
  };
