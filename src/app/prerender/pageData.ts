import type { StaticHandlerContext } from 'react-router';
import { DEFAULT_CITY_ID } from '@/shared/config';
import { productsApi, type AtcGroup, type Category, type ProductDetailPage } from '@/features/catalog';
import { articlesApi, type Article } from '@/features/content';
import { pharmaciesApi, type Pharmacy } from '@/features/pharmacies';
import { cityApi } from '@/features/city';
import { isRouteHandle, type RouteHandle } from '../shell/routeHandle';
import type { RootState } from '../store';

/** What a prerendered page is about, read from the answers its loaders put in the cache. */
type PageData =
  | { kind: 'product'; page: ProductDetailPage; categories: Category[] }
  | { kind: 'category'; slug: string; categories: Category[] }
  | { kind: 'atc'; code: string | undefined; groups: AtcGroup[] }
  | { kind: 'article'; article: Article }
  | { kind: 'pharmacies'; pharmacies: Pharmacy[]; cityName: string }
  | { kind: 'plain' };

export interface PageFacts {
  handle: RouteHandle | undefined;
  data: PageData;
}

export const readPageFacts = (state: RootState, context: StaticHandlerContext): PageFacts => {
  const deepest = context.matches[context.matches.length - 1];
  const handle = [...context.matches]
    .reverse()
    .map((match) => match.route.handle)
    .find(isRouteHandle);
  const params = deepest?.params ?? {};
  const categories = productsApi.endpoints.getCategories.select()(state).data ?? [];
  const chunk = handle?.chunk;

  if (chunk === 'page-detail' && params.id) {
    const page = productsApi.endpoints.getProductDetail.select({ id: Number(params.id), city_id: DEFAULT_CITY_ID })(
      state,
    ).data;
    if (page) return { handle, data: { kind: 'product', page, categories } };
  }
  if (chunk === 'page-category' && params.slug)
    return { handle, data: { kind: 'category', slug: params.slug, categories } };
  if (chunk === 'page-atc') {
    const groups = productsApi.endpoints.getAtcGroups.select()(state).data ?? [];
    return { handle, data: { kind: 'atc', code: params.code, groups } };
  }
  if (chunk === 'page-article' && params.slug) {
    const article = articlesApi.endpoints.getArticle.select({ slug: params.slug })(state).data;
    if (article) return { handle, data: { kind: 'article', article } };
  }
  if (chunk === 'page-pharmacies') {
    const pharmacies = pharmaciesApi.endpoints.getPharmacies.select({ city_id: DEFAULT_CITY_ID })(state).data ?? [];
    const cityName =
      cityApi.endpoints.getCities
        .select()(state)
        .data?.find((city) => city.id === DEFAULT_CITY_ID)?.name ?? '';
    return { handle, data: { kind: 'pharmacies', pharmacies, cityName } };
  }
  return { handle, data: { kind: 'plain' } };
};
