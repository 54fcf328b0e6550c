import type { IntlShape } from 'react-intl';
import { paths } from '@/shared/config';
import {
  articleMeta,
  atcMeta,
  categoryMeta,
  homeMeta,
  pharmaciesMeta,
  productMeta,
  staticMeta,
  STATIC_PAGES,
  type PageMeta,
  type SeoContext,
} from '../seo';
import type { PageFacts } from './pageData';

/** The search metadata of one prerendered page (docs/decisions.md, "Search metadata"). */
export const pageMetaFor = (intl: IntlShape, facts: PageFacts, pagePath: string, ctx: SeoContext): PageMeta => {
  const { data } = facts;
  if (data.kind === 'product') return productMeta(intl, data.page, data.categories, ctx);
  if (data.kind === 'article') return articleMeta(intl, data.article, ctx);
  if (data.kind === 'pharmacies') return pharmaciesMeta(intl, data.pharmacies, data.cityName, ctx);
  if (data.kind === 'category') {
    const meta = categoryMeta(intl, data.categories, data.slug, ctx);
    if (meta) return meta;
  }
  if (data.kind === 'atc') {
    const meta = atcMeta(intl, data.groups, data.code, ctx);
    if (meta) return meta;
  }
  if (pagePath === paths.home) return homeMeta(intl, ctx);
  const known = STATIC_PAGES.find((page) => page.path === pagePath);
  if (known) return staticMeta(intl, known.titleId, known.descriptionId, { noindex: known.noindex });
  // The other personal shells (orders, favourites): their route's title, never indexed.
  return staticMeta(intl, facts.handle?.titleId ?? 'page.account.title', 'meta.description.account', { noindex: true });
};
