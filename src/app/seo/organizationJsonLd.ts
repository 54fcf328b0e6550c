import type { Locale } from '@/shared/i18n';
import { COMPANY } from '@/shared/config';
import { CONTACTS, SOCIAL } from '../shell/contacts';
import { SCHEMA_CONTEXT } from './jsonLd';
import { htmlLang, localeUrl, siteRoot } from './urls';

export interface SiteJsonLdOptions {
  siteUrl: string;
  locale: Locale;
  /** `brand.name`. */
  brand: string;
}

/** One @id for the company on every page and in every language, so crawlers see one entity. */
export const organizationId = (siteUrl: string): string => `${siteRoot(siteUrl)}/#organization`;

/** "11070 Beograd (Novi Beograd)" → postal code and place. */
const [, postalCode = '', locality = COMPANY.city] = /^(\d{5})\s+(.+)$/.exec(COMPANY.city) ?? [];

export const organizationJsonLd = ({ siteUrl, locale, brand }: SiteJsonLdOptions): object => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'Organization',
  '@id': organizationId(siteUrl),
  name: brand,
  legalName: COMPANY.name,
  taxID: COMPANY.taxNumber,
  email: COMPANY.email,
  url: localeUrl(siteUrl, locale, '/'),
  telephone: CONTACTS.callCenterPhone,
  address: {
    '@type': 'PostalAddress',
    streetAddress: COMPANY.street,
    postalCode,
    addressLocality: locality,
    addressCountry: 'RS',
  },
  contactPoint: {
    '@type': 'ContactPoint',
    telephone: CONTACTS.tollFreePhone,
    contactType: 'customer service',
    contactOption: 'https://schema.org/TollFree',
    areaServed: 'RS',
  },
  sameAs: SOCIAL.map((item) => item.href),
});

export const websiteJsonLd = ({ siteUrl, locale, brand }: SiteJsonLdOptions): object => ({
  '@context': SCHEMA_CONTEXT,
  '@type': 'WebSite',
  '@id': `${siteRoot(siteUrl)}/#website`,
  name: brand,
  url: localeUrl(siteUrl, locale, '/'),
  inLanguage: htmlLang(locale),
  publisher: { '@id': organizationId(siteUrl) },
});
