import { isNotFoundResult, notFound, settleQueries, type RouteLoader } from '@/shared/lib';
import { articlesApi } from '@/features/content';

/** The article and the list its "more articles" strip is taken from; an unknown slug is a 404. */
export const articleLoader: RouteLoader =
  (env) =>
  async ({ params }) => {
    const { dispatch } = env.store;
    const article = dispatch(articlesApi.endpoints.getArticle.initiate({ slug: params.slug ?? '' }));
    await settleQueries(env, [article, dispatch(articlesApi.endpoints.getArticles.initiate())]);
    if (env.awaitData() && isNotFoundResult(await article)) throw notFound();
    return null;
  };
