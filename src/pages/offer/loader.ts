import { settleQueries, type RouteLoader } from '@/shared/lib';
import { promosApi } from '@/features/promos';

export const offerLoader: RouteLoader = (env) => async () => {
  await settleQueries(env, [env.store.dispatch(promosApi.endpoints.getPromos.initiate({ city_id: env.cityId() }))]);
  return null;
};
