import { isNotFoundResult, notFound, settleQueries, type RouteLoader } from '@/shared/lib';
import { productsApi } from '@/features/catalog';
import { parseProductId } from './productId';

/** One product in the city, and the category tree for its breadcrumbs; unknown ids are a 404. */
export const detailLoader: RouteLoader =
  (env) =>
  async ({ params }) => {
    const id = parseProductId(params.id);
    if (id === null) throw notFound();
    const { dispatch } = env.store;
    const detail = dispatch(productsApi.endpoints.getProductDetail.initiate({ id, city_id: env.cityId() }));
    await settleQueries(env, [detail, dispatch(productsApi.endpoints.getCategories.initiate())]);
    if (env.awaitData() && isNotFoundResult(await detail)) throw notFound();
    return null;
  };
