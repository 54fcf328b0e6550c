import { baseApi } from '@/shared/api';
import {
  toArticle,
  toArticleSummary,
  type Article,
  type ArticleSummary,
  type ArticleSummaryDto,
} from '../model/article';

export const articlesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first. */
    getArticles: build.query<ArticleSummary[], void>({
      query: () => ({ url: '/articles' }),
      transformResponse: (answer: { list: ArticleSummaryDto[] }) => answer.list.map(toArticleSummary),
    }),
    getArticle: build.query<Article, { slug: string }>({
      query: (params) => ({ url: '/articles/detail', params }),
      transformResponse: (answer: ArticleSummaryDto & { body: unknown }) => toArticle(answer),
    }),
  }),
});

export const { useGetArticlesQuery, useGetArticleQuery } = articlesApi;
