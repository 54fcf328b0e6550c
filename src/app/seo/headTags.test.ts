import { renderHeadTags } from './headTags';
import type { PageMeta } from './types';

const SITE = 'https://apotekavita.rs';

const META: PageMeta = {
  title: 'Brufen 400 mg | Apoteka Vita',
  description: 'Brufen 400 mg (film tablete, 30 kom.)',
  ogType: 'product',
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Product', name: 'Brufen 400 mg' }],
  siteName: 'Apoteka Vita',
};

/** The head as a crawler's HTML parser builds it. */
const parseHead = (tags: string): Document =>
  new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head><body></body></html>`, 'text/html');

const attr = (doc: Document, selector: string, name = 'content') => doc.querySelector(selector)?.getAttribute(name);

describe('renderHeadTags', () => {
  it('writes the description, canonical URL and one alternate per language plus x-default', () => {
    const doc = parseHead(renderHeadTags({ meta: META, locale: 'en', path: '/detail/1013', siteUrl: SITE }));
    expect(attr(doc, 'meta[name="description"]')).toBe(META.description);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://apotekavita.rs/en/detail/1013');
    const alternates = [...doc.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['sr-Latn', 'https://apotekavita.rs/sr/detail/1013'],
      ['en', 'https://apotekavita.rs/en/detail/1013'],
      ['ru', 'https://apotekavita.rs/ru/detail/1013'],
      ['x-default', 'https://apotekavita.rs/sr/detail/1013'],
    ]);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('writes Open Graph for the page and its language', () => {
    const doc = parseHead(renderHeadTags({ meta: META, locale: 'sr', path: '/', siteUrl: SITE }));
    expect(attr(doc, 'meta[property="og:title"]')).toBe(META.title);
    expect(attr(doc, 'meta[property="og:description"]')).toBe(META.description);
    expect(attr(doc, 'meta[property="og:type"]')).toBe('product');
    expect(attr(doc, 'meta[property="og:url"]')).toBe('https://apotekavita.rs/sr/');
    expect(attr(doc, 'meta[property="og:site_name"]')).toBe('Apoteka Vita');
    expect(attr(doc, 'meta[property="og:locale"]')).toBe('sr_RS');
    expect(
      [...doc.querySelectorAll('meta[property="og:locale:alternate"]')].map((meta) => meta.getAttribute('content')),
    ).toEqual(['en_US', 'ru_RU']);
  });

  it('marks a shell noindex, still naming itself as canonical and its language versions', () => {
    const doc = parseHead(
      renderHeadTags({ meta: { ...META, noindex: true }, locale: 'sr', path: '/lk', siteUrl: SITE }),
    );
    expect(attr(doc, 'meta[name="robots"]')).toBe('noindex');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe('https://apotekavita.rs/sr/lk');
    expect(doc.querySelectorAll('link[rel="alternate"]')).toHaveLength(4);
  });

  it('keeps hostile text inside its attribute', () => {
    const description = '"><script>alert(1)</script><meta name="robots" content="noindex';
    const doc = parseHead(
      renderHeadTags({ meta: { ...META, description, jsonLd: [] }, locale: 'sr', path: '/', siteUrl: SITE }),
    );
    expect(attr(doc, 'meta[name="description"]')).toBe(description);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
    expect(doc.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('puts each JSON-LD object in its own script, which a name with </script> cannot leave', () => {
    const name = 'Brufen</script><script>alert(1)</script>';
    const jsonLd = [
      { '@type': 'Product', name },
      { '@type': 'BreadcrumbList', itemListElement: [] },
    ];
    const doc = parseHead(
      renderHeadTags({ meta: { ...META, jsonLd }, locale: 'sr', path: '/detail/1013', siteUrl: SITE }),
    );
    const scripts = [...doc.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('type'))).toEqual([
      'application/ld+json',
      'application/ld+json',
    ]);
    expect(scripts.map((script) => JSON.parse(script.textContent ?? ''))).toEqual(jsonLd);
  });
});
