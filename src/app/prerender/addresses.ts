import { DEFAULT_CITY_ID, paths } from '@/shared/config';
import { productsApi } from '@/features/catalog';
import { articlesApi } from '@/features/content';
import type { SitemapSources } from '../seo';
import type { AppStore } from '../store';

/** The largest page GET /products serves (docs/api.md). */
const LIST_PAGE = 60;

/**
 * Personal screens: prerendered as the shell with placeholders (the browser fills them), never
 * indexed. Not the contacts and confirmation steps: the chosen pharmacy lives in the tab's
 * sessionStorage and the placed order in memory, so only the browser can decide what they show. Not order pages either:
 * their address names one client's order.
 */
export const SHELL_PATHS = [
  paths.cart,
  paths.stepPharmacy,
  paths.account,
  paths.accountOrders,
  paths.accountFavourites,
] as const;

const unwrapQuery = async <T>(started: { unwrap: () => Promise<T>; unsubscribe: () => void }): Promise<T> => {
  try {
    return await started.unwrap();
  } finally {
    started.unsubscribe();
  }
};

/** What the public addresses are made of: each category, each product, each article and each ATC group. */
export const readSitemapSources = async (store: AppStore): Promise<SitemapSources> => {
  const { dispatch } = store;
  const categories = await unwrapQuery(dispatch(productsApi.endpoints.getCategories.initiate()));
  const articles = await unwrapQuery(dispatch(articlesApi.endpoints.getArticles.initiate()));
  const atcGroups = await unwrapQuery(dispatch(productsApi.endpoints.getAtcGroups.initiate()));
  const productIds: number[] = [];
  for (let page = 1; ; page += 1) {
    const result = await unwrapQuery(
      dispatch(
        productsApi.endpoints.getProducts.initiate({
          city_id: DEFAULT_CITY_ID,
          sort: 'name',
          page,
          per_page: LIST_PAGE,
        }),
      ),
    );
    productIds.push(...result.list.map((product) => product.id));
    if (result.list.length < LIST_PAGE || productIds.length >= result.total) break;
  }
  return {
    categorySlugs: categories.map((category) => category.slug),
    productIds,
    articleSlugs: articles.map((article) => article.slug),
    atcCodes: atcGroups.filter((group) => group.productsCount > 0).map((group) => group.code),
  };
};
