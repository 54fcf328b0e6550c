import type { Locale } from '@/shared/i18n';

/** What a prerendered page tells crawlers about itself (docs/decisions.md, "Search metadata"). */
export interface PageMeta {
  /** The whole `<title>`, brand included: "Panadol 500 mg | Apoteka Vita". */
  title: string;
  description: string;
  ogType: 'website' | 'product' | 'article';
  /** schema.org objects, each written in its own `<script type="application/ld+json">`. */
  jsonLd: object[];
  /** `og:site_name`. */
  siteName: string;
  /** Shells (cart, checkout, account): `robots noindex`, no canonical, not in the sitemap. */
  noindex?: boolean;
}

/** Where the page is published: absolute site root (no language) and the page's language. */
export interface SeoContext {
  siteUrl: string;
  locale: Locale;
  /** When the page is rendered: an `Offer`'s price holds until the next day's build. */
  renderedAt?: Date;
}
