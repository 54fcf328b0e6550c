import type { ProductDetailPage } from '@/features/catalog';
import type { Pharmacy } from '@/features/pharmacies';
import type { Article } from '@/features/content';
import { fromPara, toPara } from '@/features/cart';
import { SHOP_TIME_ZONE } from '@/shared/config';
import { CURRENCY } from '@/shared/i18n';
import { addDays, dateIn } from '@/shared/lib';
import { openingHoursSpecification } from './openingHours';

export const SCHEMA_CONTEXT = 'https://schema.org';

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

export interface ProductJsonLdOptions {
  /** The product page's canonical URL. */
  url: string;
  /** The name of the product's own (deepest) category. */
  categoryName?: string;
  /** Absolute image URL; our packshots are drawn in the page, so usually none. */
  image?: string;
  /** When the page is rendered: its price is valid until the next day (see `priceValidUntil`). */
  renderedAt?: Date;
}

/**
 * The last day an offer's price holds: the day after the page was rendered, in Belgrade. The
 * site is rebuilt every day, so a crawler never reads an offer past its date, and the page
 * itself shows today's price from the API (docs/decisions.md, "Today's values").
 */
const priceValidUntil = (renderedAt: Date): string => addDays(dateIn(SHOP_TIME_ZONE, renderedAt), 1);

/**
 * The offer of a product in the prerendered (default) city, or none:
 * - prescription medicines are never offered (docs/behaviour.md §15);
 * - allow_safety items have no price before the pharmacy, and an Offer without a price is not one;
 * - a product no pharmacy of the city stocks has no price there either.
 * Everything is reserved and collected, so the one delivery method is pickup.
 */
const productOffer = (page: ProductDetailPage, url: string, renderedAt: Date | undefined): object | null => {
  const { product } = page;
  if (product.rx || product.allowSafety || product.price === null) return null;
  return {
    '@type': 'Offer',
    url,
    // The API sends RSD with up to 2 decimals; para round away float noise such as 129.89999.
    price: fromPara(toPara(product.price)),
    priceCurrency: CURRENCY,
    ...(renderedAt ? { priceValidUntil: priceValidUntil(renderedAt) } : {}),
    availability: page.pharmacies.some((pharmacy) => pharmacy.quantity > 0) ? IN_STOCK : OUT_OF_STOCK,
    itemCondition: 'https://schema.org/NewCondition',
    availableDeliveryMethod: 'https://schema.org/OnSitePickup',
  };
};

export const productJsonLd = (
  page: ProductDetailPage,
  { url, categoryName, image, renderedAt }: ProductJsonLdOptions,
): object => {
  const { product } = page;
  const offer = productOffer(page, url, renderedAt);
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(image ? { image } : {}),
    sku: String(product.id),
    productID: String(product.id),
    // The API names the maker only; it is the brand a shopper searches by. An answer without
    // it names neither (docs/api.md, "Required and optional fields").
    ...(product.manufacturer
      ? {
          brand: { '@type': 'Brand', name: product.manufacturer },
          manufacturer: { '@type': 'Organization', name: product.manufacturer },
        }
      : {}),
    ...(categoryName ? { category: categoryName } : {}),
    url,
    ...(offer ? { offers: offer } : {}),
  };
};

export interface JsonLdCrumb {
  name: string;
  url: string;
}

export const breadcrumbJsonLd = (crumbs: JsonLdCrumb[]): object => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: crumb.url,
  })),
});

/** "Njegoševa 45, Beograd" → "Njegoševa 45" when the city is the one named; else the address as it is. */
const streetOf = (address: string, cityName: string): string => {
  const suffix = `, ${cityName}`;
  return address.endsWith(suffix) ? address.slice(0, -suffix.length) : address;
};

export interface PharmaciesJsonLdOptions {
  cityName: string;
  /** The pharmacies page's canonical URL; each pharmacy gets `{url}#pharmacy-{id}` as its @id. */
  url: string;
}

export const pharmaciesJsonLd = (pharmacies: Pharmacy[], { cityName, url }: PharmaciesJsonLdOptions): object[] =>
  pharmacies.map((pharmacy) => ({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Pharmacy',
    '@id': `${url}#pharmacy-${pharmacy.id}`,
    name: pharmacy.name,
    url,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetOf(pharmacy.address, cityName),
      addressLocality: cityName,
      addressCountry: 'RS',
    },
    telephone: pharmacy.phone,
    geo: { '@type': 'GeoCoordinates', latitude: pharmacy.lat, longitude: pharmacy.lng },
    openingHoursSpecification: openingHoursSpecification(pharmacy.hours),
  }));

export interface ArticleJsonLdOptions {
  url: string;
  /** `html lang` of the page. */
  inLanguage: string;
  /** The publisher, as organizationJsonLd names it. */
  organization: { '@id': string; name: string };
}

export const articleJsonLd = (article: Article, { url, inLanguage, organization }: ArticleJsonLdOptions): object => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'Article',
  headline: article.title,
  ...(article.excerpt ? { description: article.excerpt } : {}),
  datePublished: article.publishedAt,
  inLanguage,
  ...(article.tag ? { articleSection: article.tag } : {}),
  url,
  mainEntityOfPage: url,
  author: { '@type': 'Organization', ...organization },
  publisher: { '@type': 'Organization', ...organization },
});
