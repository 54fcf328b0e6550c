import { ARTICLE, CATEGORIES, PHARMACIES, PROMO, SITE, intlFor, productPage } from '@/testing/seoFixtures';
import { LOCALES } from '@/shared/i18n';
import {
  articleMeta,
  categoryMeta,
  clipText,
  homeMeta,
  pharmaciesMeta,
  productMeta,
  promoMeta,
  staticMeta,
} from './pageMeta';
import { STATIC_PAGES, sitemapPaths } from './staticPages';
import type { PageMeta } from './types';

const sr = intlFor('sr');
const ctx = { siteUrl: SITE, locale: 'sr' as const };
const types = (meta: PageMeta) => meta.jsonLd.map((item) => (item as { '@type': string })['@type']);

describe('titles', () => {
  it('follow the app: "page | brand"', () => {
    expect(productMeta(sr, productPage(), CATEGORIES, ctx).title).toBe('Brufen 400 mg | Apoteka Vita');
    expect(homeMeta(sr, ctx).title).toBe('Online apoteka | Apoteka Vita');
    expect(staticMeta(intlFor('en'), 'page.about.title', 'meta.description.about').title).toBe(
      'About us | Apoteka Vita',
    );
    expect(categoryMeta(sr, CATEGORIES, 'analgetici', ctx)?.title).toBe('Analgetici | Apoteka Vita');
    expect(articleMeta(sr, ARTICLE, ctx).title).toBe('Prehlada ili grip? | Apoteka Vita');
    expect(promoMeta(sr, PROMO).title).toBe('Prolećni vitamini | Apoteka Vita');
  });
});

describe('descriptions', () => {
  it.each(LOCALES)('of every static page fit a search result in %s', (locale) => {
    const intl = intlFor(locale);
    for (const page of STATIC_PAGES) {
      const { description, noindex } = staticMeta(intl, page.titleId, page.descriptionId, { noindex: page.noindex });
      expect(description.length).toBeLessThanOrEqual(160);
      if (!noindex) expect(description.length).toBeGreaterThanOrEqual(120);
    }
    expect(homeMeta(intl, { siteUrl: SITE, locale }).description).toContain(intl.formatMessage({ id: 'brand.name' }));
  });

  it('name the product, its form, pack and maker', () => {
    expect(productMeta(sr, productPage(), CATEGORIES, ctx).description).toMatch(
      /^Brufen 400 mg \(film tablete, 30 kom\.\), proizvođač Galenika\. .*rezervišite/,
    );
  });

  it.each(LOCALES)('of a prescription medicine are neutral in %s: no call to reserve or buy, no discount', (locale) => {
    const { description } = productMeta(intlFor(locale), productPage({ rx: true }), CATEGORIES, {
      siteUrl: SITE,
      locale,
    });
    expect(description).toContain('Brufen 400 mg');
    expect(description).not.toMatch(
      /rezerviš|kupi|popust|akcij|reserve|buy|discount|offer|заброн|бронир|купи|скидк|акци/i,
    );
  });

  it('of an article are its lead, clipped at a word', () => {
    expect(articleMeta(sr, ARTICLE, ctx).description).toBe(ARTICLE.excerpt);
    const long = `${'Reč '.repeat(60)}kraj.`;
    const clipped = clipText(long);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped).toMatch(/Reč…$/);
  });

  it('of a promo give its discount', () => {
    expect(promoMeta(intlFor('en'), PROMO).description).toMatch(/^Prolećni vitamini: 20% off/);
  });
});

describe('structured data per page', () => {
  it('main page: the organisation and the web site', () => {
    expect(types(homeMeta(sr, ctx))).toEqual(['Organization', 'WebSite']);
  });

  it('product: the product and its breadcrumbs, catalogue first', () => {
    const meta = productMeta(sr, productPage(), CATEGORIES, ctx);
    expect(meta.ogType).toBe('product');
    expect(types(meta)).toEqual(['Product', 'BreadcrumbList']);
    const crumbs = (meta.jsonLd[1] as { itemListElement: Array<{ name: string; item: string }> }).itemListElement;
    expect(crumbs.map((crumb) => crumb.name)).toEqual(['Katalog', 'Bol i temperatura', 'Analgetici', 'Brufen 400 mg']);
    expect(crumbs[2]?.item).toBe('https://apotekavita.rs/sr/category/analgetici');
    expect(meta.jsonLd[0]).toMatchObject({ category: 'Analgetici', offers: { price: 329.9 } });
  });

  it('prescription product: no offer anywhere on the page', () => {
    const meta = productMeta(sr, productPage({ rx: true }), CATEGORIES, ctx);
    expect(JSON.stringify(meta)).not.toMatch(/"offers"|"Offer"/);
  });

  it('category: breadcrumbs; an unknown slug has no page', () => {
    expect(types(categoryMeta(sr, CATEGORIES, 'analgetici', ctx) as PageMeta)).toEqual(['BreadcrumbList']);
    expect(categoryMeta(sr, CATEGORIES, 'nema', ctx)).toBeNull();
  });

  it('pharmacies: one Pharmacy each, in the city named', () => {
    const meta = pharmaciesMeta(intlFor('ru'), PHARMACIES, 'Белград', { siteUrl: SITE, locale: 'ru' });
    expect(types(meta)).toEqual(['Pharmacy', 'Pharmacy']);
    expect(meta.description).toContain('Белград');
    expect(meta.title).toBe('Аптеки | Аптека Вита');
  });

  it('article: the article, published by the organisation, and its breadcrumbs', () => {
    const meta = articleMeta(sr, ARTICLE, ctx);
    expect(meta.ogType).toBe('article');
    expect(types(meta)).toEqual(['Article', 'BreadcrumbList']);
    expect(meta.jsonLd[0]).toMatchObject({
      headline: ARTICLE.title,
      datePublished: '2025-01-15',
      inLanguage: 'sr-Latn',
      publisher: { '@id': 'https://apotekavita.rs/#organization', name: 'Apoteka Vita' },
    });
  });
});

describe('static pages and the sitemap', () => {
  it('keep the shells out of search', () => {
    const shells = STATIC_PAGES.filter((page) => page.noindex).map((page) => page.path);
    expect(shells).toEqual(['/step/pharmacy', '/step/contacts', '/step/confirmation', '/lk']);
    const paths = sitemapPaths({ categorySlugs: ['analgetici'], productIds: [1013], articleSlugs: [ARTICLE.slug] });
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/pharmacies',
        '/catalog',
        '/offer',
        '/category/analgetici',
        '/detail/1013',
        '/articles/prehlada-ili-grip',
      ]),
    );
    expect(paths.filter((path) => shells.includes(path) || path === '/cart')).toEqual([]);
  });
});
