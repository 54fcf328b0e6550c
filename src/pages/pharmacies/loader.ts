import { settleQueries, type RouteLoader } from '@/shared/lib';
import { dutyApi, pharmaciesApi } from '@/features/pharmacies';

export const pharmaciesLoader: RouteLoader = (env) => async () => {
  await settleQueries(env, [
    env.store.dispatch(pharmaciesApi.endpoints.getPharmacies.initiate({ city_id: env.cityId() })),
    env.store.dispatch(dutyApi.endpoints.getDuty.initiate({ city_id: env.cityId() })),
  ]);
  return null;
};
