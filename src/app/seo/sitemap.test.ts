import { robotsTxt, sitemapSet, SITEMAP_MAX_BYTES, SITEMAP_MAX_URLS, type SitemapPage } from './sitemap';

const SITE = 'https://apotekavita.rs';
const XHTML = 'http://www.w3.org/1999/xhtml';

const parseXml = (xml: string): Document => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** W3C Datetime as the sitemap protocol allows it (a date, or a date and time with a zone). */
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

const elements = (parent: Element): Element[] => [...parent.children];

/**
 * What the sitemap protocol's XSDs (sitemap.xsd, siteindex.xsd) and Google's xhtml:link rules
 * ask of a file, checked element by element: the root and its namespace, only the allowed
 * children in their order, one absolute `loc` under 2,048 characters below the site, an
 * optional W3C `lastmod`, at most 50,000 entries and 50 MiB.
 */
const validate = (xml: string, kind: 'urlset' | 'sitemapindex'): Element[] => {
  expect(new TextEncoder().encode(xml).length).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const doc = parseXml(xml);
  const rootElement = doc.documentElement;
  expect(rootElement.localName).toBe(kind);
  expect(rootElement.namespaceURI).toBe(SITEMAP_NS);
  const entries = elements(rootElement);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
  const child = kind === 'urlset' ? 'url' : 'sitemap';
  for (const entry of entries) {
    expect([entry.namespaceURI, entry.localName]).toEqual([SITEMAP_NS, child]);
    const parts = elements(entry);
    const sitemapParts = parts.filter((part) => part.namespaceURI === SITEMAP_NS).map((part) => part.localName);
    expect(sitemapParts).toEqual(sitemapParts.includes('lastmod') ? ['loc', 'lastmod'] : ['loc']);
    const loc = parts[0]?.textContent ?? '';
    expect(loc.length).toBeLessThan(2048);
    expect(loc.startsWith(`${SITE}/`)).toBe(true);
    const lastmod = parts.find((part) => part.localName === 'lastmod');
    if (lastmod) expect(lastmod.textContent).toMatch(W3C_DATETIME);
    for (const other of parts.filter((part) => part.namespaceURI !== SITEMAP_NS)) {
      expect(kind).toBe('urlset');
      expect([other.namespaceURI, other.localName, other.getAttribute('rel')]).toEqual([XHTML, 'link', 'alternate']);
      expect(other.getAttribute('hreflang')).toMatch(/^([a-z]{2}(-[A-Za-z]{4})?|x-default)$/);
      expect(other.getAttribute('href')?.startsWith(`${SITE}/`)).toBe(true);
    }
  }
  return entries;
};

const page = (path: string, lastmod: SitemapPage['lastmod'] = {}): SitemapPage => ({ path, lastmod });
const locs = (entries: Element[]): Array<string | null | undefined> =>
  entries.map((entry) => entry.getElementsByTagName('loc')[0]?.textContent);

describe('sitemapSet', () => {
  it('is an index of one file per language, each valid, each URL with all alternates', () => {
    const set = sitemapSet([page('/'), page('/detail/1013', { en: '2026-11-20T08:00:00Z' })], SITE);
    expect(locs(validate(set.index, 'sitemapindex'))).toEqual([
      'https://apotekavita.rs/sitemap-sr.xml',
      'https://apotekavita.rs/sitemap-en.xml',
      'https://apotekavita.rs/sitemap-ru.xml',
    ]);
    expect(set.files.map((file) => file.name)).toEqual(['sitemap-sr.xml', 'sitemap-en.xml', 'sitemap-ru.xml']);
    const [sr, en] = set.files.map((file) => validate(file.xml, 'urlset'));
    expect(locs(sr ?? [])).toEqual(['https://apotekavita.rs/sr/', 'https://apotekavita.rs/sr/detail/1013']);
    const links = [...(en?.[1]?.getElementsByTagNameNS(XHTML, 'link') ?? [])].map((link) => [
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

  it('gives each URL the lastmod of its own language, and each file the latest of its URLs', () => {
    const set = sitemapSet(
      [
        page('/', { sr: '2026-11-01T10:00:00Z', en: '2026-11-02T10:00:00Z' }),
        page('/detail/1013', { sr: '2026-11-05T09:30:00Z' }),
      ],
      SITE,
    );
    const lastmods = (xml: string) => [...parseXml(xml).getElementsByTagName('lastmod')].map((e) => e.textContent);
    expect(lastmods(set.files[0]?.xml ?? '')).toEqual(['2026-11-01T10:00:00Z', '2026-11-05T09:30:00Z']);
    expect(lastmods(set.files[1]?.xml ?? '')).toEqual(['2026-11-02T10:00:00Z']);
    expect(lastmods(set.files[2]?.xml ?? '')).toEqual([]);
    expect(lastmods(set.index)).toEqual(['2026-11-05T09:30:00Z', '2026-11-02T10:00:00Z']);
  });

  it('splits a language into more files before one passes the URL or byte limit', () => {
    const pages = Array.from({ length: 10 }, (_, index) => page(`/detail/${1000 + index}`));
    const byCount = sitemapSet(pages, SITE, { maxUrls: 4, maxBytes: SITEMAP_MAX_BYTES });
    expect(byCount.files.map((file) => file.name)).toEqual(
      ['sr', 'en', 'ru'].flatMap((locale) => [1, 2, 3].map((n) => `sitemap-${locale}-${n}.xml`)),
    );
    expect(byCount.files.map((file) => parseXml(file.xml).getElementsByTagName('url').length)).toEqual([
      4, 4, 2, 4, 4, 2, 4, 4, 2,
    ]);
    expect(locs(validate(byCount.index, 'sitemapindex'))).toHaveLength(9);
    const all = byCount.files.slice(0, 3).flatMap((file) => locs(validate(file.xml, 'urlset')));
    expect(all).toEqual(pages.map((p) => `https://apotekavita.rs/sr${p.path}`));

    const oneEntry = new TextEncoder().encode(sitemapSet([pages[0] as SitemapPage], SITE).files[0]?.xml ?? '').length;
    const byBytes = sitemapSet(pages, SITE, { maxUrls: SITEMAP_MAX_URLS, maxBytes: oneEntry * 2 });
    for (const file of byBytes.files)
      expect(new TextEncoder().encode(file.xml).length).toBeLessThanOrEqual(oneEntry * 2);
    expect(byBytes.files.length).toBeGreaterThan(3);
  });

  it('holds 60,000 addresses per language in two files each, under the byte limit', () => {
    const pages = Array.from({ length: 60_000 }, (_, index) => page(`/detail/${1001 + index}`, { sr: '2026-11-26' }));
    const set = sitemapSet(pages, SITE);
    expect(set.files.map((file) => file.name)).toEqual(
      ['sr', 'en', 'ru'].flatMap((locale) => [`sitemap-${locale}-1.xml`, `sitemap-${locale}-2.xml`]),
    );
    // Counted as text: a DOM of 50,000 entries is too slow for a unit test; the structure is checked above.
    expect(set.files.map((file) => file.xml.match(/<url>/g)?.length)).toEqual([
      50_000, 10_000, 50_000, 10_000, 50_000, 10_000,
    ]);
    for (const file of set.files) expect(new TextEncoder().encode(file.xml).length).toBeLessThan(SITEMAP_MAX_BYTES);
  });

  it('escapes & so the files stay valid XML', () => {
    const xml = sitemapSet([page('/catalog?promo=1&sort=name')], SITE).files[0]?.xml ?? '';
    expect(xml).toContain('promo=1&amp;sort=name');
    expect(parseXml(xml).getElementsByTagName('loc')[0]?.textContent).toBe(
      'https://apotekavita.rs/sr/catalog?promo=1&sort=name',
    );
  });

  it('lists a path once, and refuses the private shells robots.txt keeps crawlers out of', () => {
    expect(sitemapSet([page('/catalog'), page('/catalog')], SITE).files[0]?.xml.match(/<url>/g)).toHaveLength(1);
    for (const path of ['/cart', '/step/contacts', '/lk', '/lk/orders', '/search?q=x'])
      expect(() => sitemapSet([page(path)], SITE)).toThrow(/private/);
    expect(() => sitemapSet([page('/catalog'), page('/articles/cartilage')], SITE)).not.toThrow();
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
