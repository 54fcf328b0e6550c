export { SubscribeFormShell } from './ui/SubscribeFormShell';
export type { SubscribeHandOver } from './ui/SubscribeFields';
/** The footer form brings formik and yup: loaded after the page, not with it. */
export const loadSubscribeForm = () => import(/* webpackChunkName: "subscribe-form" */ './ui/SubscribeForm');
export { useGetArticlesQuery, useGetArticleQuery } from './api/articlesApi';
export type { Article } from './model/article';
export { ArticleCover } from './ui/ArticleCover';
export { ArticleList } from './ui/ArticleList';
export { ArticleMeta } from './ui/ArticleMeta';
export { LegalDocument } from './ui/LegalDocument';
export { articlesApi } from './api/articlesApi';
export { loadDocument } from './model/loadDocument';
