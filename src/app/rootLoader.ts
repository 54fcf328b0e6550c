import { settleQueries, type RouteLoader } from '@/shared/lib';
import { cityApi } from '@/features/city';

/** The shell's own data: the city list behind the header's city name. */
export const rootLoader: RouteLoader = (env) => async () => {
  await settleQueries(env, [env.store.dispatch(cityApi.endpoints.getCities.initiate())]);
  return null;
};
