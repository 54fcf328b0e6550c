import { robotsTxt, sitemapXml, SITEMAP_MAX_URLS } from './sitemap';

const SITE = 'https://apotekavita.rs';
const XHTML = 'http://www.w3.org/1999/xhtml';

const parseXml = (xml: string): Document => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

describe('sitemapXml', () => {
  it('lists every path in every language, each with all alternates', () => {
    const doc = parseXml(sitemapXml(['/', '/detail/1013'], SITE));
    const urls = [...doc.getElementsByTagName('url')];
    expect(urls.map((url) => url.getElementsByTagName('loc')[0]?.textContent)).toEqual([
      'https://apotekavita.rs/sr/',
      'https://apotekavita.rs/en/',
      'https://apotekavita.rs/ru/',
      'https://apotekavita.rs/sr/detail/1013',
      'https://apotekavita.rs/en/detail/1013',
      'https://apotekavita.rs/ru/detail/1013',
    ]);
    const links = [...(urls[4]?.getElementsByTagNameNS(XHTML, 'link') ?? [])].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['sr-Latn', 'https://apotekavita.rs/sr/detail/1013'],
      ['en', 'https://apotekavita.rs/en/detail/1013'],
      ['ru', 'https://apotekavita.rs/ru/detail/1013'],
      ['x-default', 'https://apotekavita.rs/sr/detail/1013'],
    ]);
  });

  it('escapes & so the file stays valid XML', () => {
    const xml = sitemapXml(['/catalog?promo=1&sort=name'], SITE);
    expect(xml).toContain('promo=1&amp;sort=name');
    expect(parseXml(xml).getElementsByTagName('loc')[0]?.textContent).toBe(
      'https://apotekavita.rs/sr/catalog?promo=1&sort=name',
    );
  });

  it('refuses more URLs than one sitemap may hold', () => {
    const paths = Array.from({ length: Math.ceil(SITEMAP_MAX_URLS / 3) + 1 }, (_, index) => `/detail/${index}`);
    expect(() => sitemapXml(paths, SITE)).toThrow(/limit/);
  });

  it('refuses the private shells robots.txt keeps crawlers out of', () => {
    for (const path of ['/cart', '/step/contacts', '/lk', '/lk/orders', '/search?q=x'])
      expect(() => sitemapXml([path], SITE)).toThrow(/private/);
    expect(() => sitemapXml(['/catalog', '/articles/cartilage'], SITE)).not.toThrow();
  });
});

describe('robotsTxt', () => {
  it('allows everything but the private shells and names the sitemap', () => {
    const lines = robotsTxt(`${SITE}/`).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Sitemap: https://apotekavita.rs/sitemap.xml']),
    );
    for (const locale of ['sr', 'en', 'ru']) {
      expect(lines).toEqual(
        expect.arrayContaining([`Disallow: /${locale}/step`, `Disallow: /${locale}/lk`, `Disallow: /${locale}/search`]),
      );
      expect(lines).not.toContain(`Disallow: /${locale}/cart`);
    }
  });
});
