import { settleQueries, type RouteLoader } from '@/shared/lib';
import { articlesApi } from '@/features/content';

export const articlesLoader: RouteLoader = (env) => async () => {
  await settleQueries(env, [env.store.dispatch(articlesApi.endpoints.getArticles.initiate())]);
  return null;
};
