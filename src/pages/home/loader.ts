import { settleQueries, type RouteLoader } from '@/shared/lib';
import { productsApi } from '@/features/catalog';
import { promosApi } from '@/features/promos';
import { pharmaciesApi } from '@/features/pharmacies';
import { articlesApi } from '@/features/content';
import { popularArgs } from './constants';

/** The main page's sections: promotions, categories, popular products, pharmacies, articles. */
export const homeLoader: RouteLoader = (env) => async () => {
  const { dispatch } = env.store;
  const city_id = env.cityId();
  await settleQueries(env, [
    dispatch(promosApi.endpoints.getPromos.initiate({ city_id })),
    dispatch(productsApi.endpoints.getCategories.initiate()),
    dispatch(productsApi.endpoints.getProducts.initiate(popularArgs(city_id))),
    dispatch(pharmaciesApi.endpoints.getPharmacies.initiate({ city_id })),
    dispatch(articlesApi.endpoints.getArticles.initiate()),
  ]);
  return null;
};
