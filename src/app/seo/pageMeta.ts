import type { IntlShape } from 'react-intl';
import { categoryTrail, type AtcGroup, type Category, type ProductDetailPage } from '@/features/catalog';
import type { Pharmacy } from '@/features/pharmacies';
import type { Promo } from '@/features/promos';
import type { Article } from '@/features/content';
import { paths } from '@/shared/config';
import { documentTitle, type MessageId } from '@/shared/i18n';
import { articleJsonLd, breadcrumbJsonLd, pharmaciesJsonLd, productJsonLd, type JsonLdCrumb } from './jsonLd';
import { organizationId, organizationJsonLd, websiteJsonLd } from './organizationJsonLd';
import { htmlLang, localeUrl } from './urls';
import type { PageMeta, SeoContext } from './types';

/** Search engines show about 160 characters of a description. */
const DESCRIPTION_MAX = 160;

/** Cuts a text at a word before `max` characters, with an ellipsis, for descriptions we do not write. */
export const clipText = (text: string, max = DESCRIPTION_MAX): string => {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.lastIndexOf(' ', max - 1);
  return `${clean.slice(0, cut > 0 ? cut : max - 1).replace(/[\s,.;:–—-]+$/, '')}…`;
};

const brandOf = (intl: IntlShape): string => intl.formatMessage({ id: 'brand.name' });

const describe = (intl: IntlShape, id: MessageId, values: Record<string, string> = {}): string =>
  intl.formatMessage({ id }, { brand: brandOf(intl), ...values });

interface MetaParts {
  /** The page's own title, without the brand; none: the brand alone. */
  title?: string;
  description: string;
  ogType?: PageMeta['ogType'];
  jsonLd?: object[];
  noindex?: boolean;
}

const pageMeta = (
  intl: IntlShape,
  { title, description, ogType = 'website', jsonLd = [], noindex }: MetaParts,
): PageMeta => ({
  title: documentTitle(brandOf(intl), title),
  description,
  ogType,
  jsonLd,
  siteName: brandOf(intl),
  ...(noindex ? { noindex: true } : {}),
});

/** A page whose title and description are fixed messages (about, terms, the cart shell …). */
export const staticMeta = (
  intl: IntlShape,
  titleId: MessageId,
  descriptionId: MessageId,
  options: { noindex?: boolean } = {},
): PageMeta =>
  pageMeta(intl, {
    title: intl.formatMessage({ id: titleId }),
    description: describe(intl, descriptionId),
    noindex: options.noindex,
  });

export const homeMeta = (intl: IntlShape, ctx: SeoContext): PageMeta => {
  const site = { ...ctx, brand: brandOf(intl) };
  return pageMeta(intl, {
    title: intl.formatMessage({ id: 'page.home.title' }),
    description: describe(intl, 'meta.description.home'),
    jsonLd: [organizationJsonLd(site), websiteJsonLd(site)],
  });
};

/** Catalogue › parents › category, as the page's breadcrumbs show it, with absolute URLs. */
const categoryCrumbs = (intl: IntlShape, trail: Category[], ctx: SeoContext): JsonLdCrumb[] => [
  { name: intl.formatMessage({ id: 'page.catalog.title' }), url: localeUrl(ctx.siteUrl, ctx.locale, paths.catalog) },
  ...trail.map((category) => ({
    name: category.name,
    url: localeUrl(ctx.siteUrl, ctx.locale, paths.category(category.slug)),
  })),
];

/** null: no such category (the page shows "not found"; do not prerender it). */
export const categoryMeta = (
  intl: IntlShape,
  categories: readonly Category[],
  slug: string,
  ctx: SeoContext,
): PageMeta | null => {
  const trail = categoryTrail(categories, slug);
  const category = trail[trail.length - 1];
  if (!category) return null;
  return pageMeta(intl, {
    title: category.name,
    description: describe(intl, 'meta.description.category', { name: category.name }),
    jsonLd: [breadcrumbJsonLd(categoryCrumbs(intl, trail, ctx))],
  });
};

/**
 * Browsing by ATC group: the root, or one group with its breadcrumbs (catalogue › ATC › group ›
 * subgroup). null: no such group (the page shows "not found").
 */
export const atcMeta = (
  intl: IntlShape,
  groups: readonly AtcGroup[],
  code: string | undefined,
  ctx: SeoContext,
): PageMeta | null => {
  const rootTitle = intl.formatMessage({ id: 'medinfo.atc.title' });
  const root: JsonLdCrumb[] = [
    { name: intl.formatMessage({ id: 'page.catalog.title' }), url: localeUrl(ctx.siteUrl, ctx.locale, paths.catalog) },
    { name: rootTitle, url: localeUrl(ctx.siteUrl, ctx.locale, paths.atc()) },
  ];
  if (code === undefined)
    return pageMeta(intl, {
      title: rootTitle,
      description: describe(intl, 'medinfo.atc.lead'),
      jsonLd: [breadcrumbJsonLd(root)],
    });
  const group = groups.find((item) => item.code === code);
  if (!group) return null;
  const trail = [groups.find((item) => item.code === group.parentCode), group].filter(
    (item): item is AtcGroup => item !== undefined,
  );
  return pageMeta(intl, {
    title: intl.formatMessage({ id: 'medinfo.atc.documentTitle' }, { code: group.code, name: group.name }),
    description: describe(intl, 'meta.description.category', { name: group.name }),
    jsonLd: [
      breadcrumbJsonLd([
        ...root,
        ...trail.map((item) => ({ name: item.name, url: localeUrl(ctx.siteUrl, ctx.locale, paths.atc(item.code)) })),
      ]),
    ],
  });
};

/** The product as the default city sees it. Prescription medicines: neutral text, no Offer (contract 8). */
export const productMeta = (
  intl: IntlShape,
  page: ProductDetailPage,
  categories: readonly Category[],
  ctx: SeoContext,
): PageMeta => {
  const { product } = page;
  const url = localeUrl(ctx.siteUrl, ctx.locale, paths.detail(product.id));
  const trail = categoryTrail(categories, product.categorySlug);
  const values = { name: product.name, form: product.form, pack: product.pack, manufacturer: product.manufacturer };
  // An answer without the form, pack or maker (docs/api.md, "Required and optional fields")
  // gets the description that names the product only, not one with empty gaps.
  const full = product.form !== '' && product.pack !== '' && product.manufacturer !== '';
  // An unknown rx claims neither way in search results (docs/api.md, "Required and optional fields").
  const id =
    product.rx && !product.rxUnknown
      ? full
        ? 'meta.description.productRx'
        : 'meta.description.productRxPlain'
      : full
        ? 'meta.description.product'
        : 'meta.description.productPlain';
  return pageMeta(intl, {
    title: product.name,
    description: describe(intl, id, values),
    ogType: 'product',
    jsonLd: [
      productJsonLd(page, { url, categoryName: trail[trail.length - 1]?.name, renderedAt: ctx.renderedAt }),
      breadcrumbJsonLd([...categoryCrumbs(intl, trail, ctx), { name: product.name, url }]),
    ],
  });
};

export const pharmaciesMeta = (intl: IntlShape, pharmacies: Pharmacy[], cityName: string, ctx: SeoContext): PageMeta =>
  pageMeta(intl, {
    title: intl.formatMessage({ id: 'page.pharmacies.title' }),
    description: describe(intl, 'meta.description.pharmacies', { city: cityName }),
    jsonLd: pharmaciesJsonLd(pharmacies, { cityName, url: localeUrl(ctx.siteUrl, ctx.locale, paths.pharmacies) }),
  });

export const promoMeta = (intl: IntlShape, promo: Promo): PageMeta =>
  pageMeta(intl, {
    title: promo.title,
    description: describe(intl, 'meta.description.promo', {
      title: promo.title,
      percent: intl.formatNumber(promo.discountPercent / 100, { style: 'percent' }),
    }),
  });

/** An article describes itself with its lead (excerpt), clipped to what search results show. */
export const articleMeta = (intl: IntlShape, article: Article, ctx: SeoContext): PageMeta => {
  const url = localeUrl(ctx.siteUrl, ctx.locale, paths.article(article.slug));
  const organization = { '@id': organizationId(ctx.siteUrl), name: brandOf(intl) };
  return pageMeta(intl, {
    title: article.title,
    // Without an excerpt (docs/api.md, "Required and optional fields") the first paragraph leads.
    description: clipText(article.excerpt || (article.body[0] ?? article.title)),
    ogType: 'article',
    jsonLd: [
      articleJsonLd(article, { url, inLanguage: htmlLang(ctx.locale), organization }),
      breadcrumbJsonLd([
        {
          name: intl.formatMessage({ id: 'page.articles.title' }),
          url: localeUrl(ctx.siteUrl, ctx.locale, paths.articles),
        },
        { name: article.title, url },
      ]),
    ],
  });
};
