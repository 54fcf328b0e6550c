import { paths } from '@/shared/config';
import type { MessageId } from '@/shared/i18n';

export interface StaticPage {
  /** Below the language prefix. */
  path: string;
  /** The route's title message (src/app/routes.tsx), so the `<title>` matches the app's. */
  titleId: MessageId;
  descriptionId: MessageId;
  /** Shells for one visitor: prerendered for speed, kept out of search. */
  noindex?: boolean;
  /** Indexable but no content to list in the sitemap (the cart). */
  unlisted?: boolean;
}

/** Pages whose metadata needs no data: feed each to staticMeta(intl, titleId, descriptionId, { noindex }). */
export const STATIC_PAGES: StaticPage[] = [
  { path: paths.catalog, titleId: 'page.catalog.title', descriptionId: 'meta.description.catalog' },
  { path: paths.offer, titleId: 'page.offer.title', descriptionId: 'meta.description.offer' },
  { path: paths.articles, titleId: 'page.articles.title', descriptionId: 'meta.description.articles' },
  { path: paths.about, titleId: 'page.about.title', descriptionId: 'meta.description.about' },
  { path: paths.howToOrder, titleId: 'page.howToOrder.title', descriptionId: 'meta.description.howToOrder' },
  { path: paths.terms, titleId: 'page.terms.title', descriptionId: 'meta.description.terms' },
  { path: paths.privacy, titleId: 'page.privacy.title', descriptionId: 'meta.description.privacy' },
  { path: paths.legal, titleId: 'page.legal.title', descriptionId: 'meta.description.legal' },
  { path: paths.cart, titleId: 'page.cart.title', descriptionId: 'meta.description.cart', unlisted: true },
  {
    path: paths.stepPharmacy,
    titleId: 'checkout.step.pharmacy',
    descriptionId: 'meta.description.checkout',
    noindex: true,
  },
  {
    path: paths.stepContacts,
    titleId: 'checkout.step.contacts',
    descriptionId: 'meta.description.checkout',
    noindex: true,
  },
  {
    path: paths.stepConfirmation,
    titleId: 'checkout.step.confirmation',
    descriptionId: 'meta.description.checkout',
    noindex: true,
  },
  { path: paths.account, titleId: 'page.account.title', descriptionId: 'meta.description.account', noindex: true },
];

export interface SitemapSources {
  categorySlugs: readonly string[];
  productIds: readonly number[];
  articleSlugs: readonly string[];
  /** The ATC groups the catalogue browses by (level 1 and 2). */
  atcCodes?: readonly string[];
}

/**
 * Every indexable address below the language prefix. Promotions are not among them: a promo
 * is `/catalog?promo=<id>`, one static file with the catalogue (docs/decisions.md).
 */
export const sitemapPaths = ({ categorySlugs, productIds, articleSlugs, atcCodes = [] }: SitemapSources): string[] => [
  paths.home,
  paths.pharmacies,
  ...STATIC_PAGES.filter((page) => !page.noindex && !page.unlisted).map((page) => page.path),
  ...categorySlugs.map(paths.category),
  ...(atcCodes.length > 0 ? [paths.atc(), ...atcCodes.map((code) => paths.atc(code))] : []),
  ...productIds.map(paths.detail),
  ...articleSlugs.map(paths.article),
];
