import { ArticleSchema, ArticlesSchema, baseApi, type ArticlesDto } from '@/shared/api';
import { toArticle, toArticleSummary, type Article, type ArticleSummary } from '../model/article';

export const articlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. */
    getArticles: build.query<ArticleSummary[], void>({
      query: () => ({ url: '/articles' }),
      rawResponseSchema: ArticlesSchema,
      transformResponse: (answer: ArticlesDto) => answer.list.map(toArticleSummary),
    }),
    getArticle: build.query<Article, { slug: string }>({
      query: (params) => ({ url: '/articles/detail', params }),
      rawResponseSchema: ArticleSchema,
      transformResponse: toArticle,
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery } = articlesApi;
