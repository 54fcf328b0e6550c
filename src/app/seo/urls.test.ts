import { alternates, htmlLang, localeUrl } from './urls';

const SITE = 'https://apotekavita.rs';

describe('localeUrl', () => {
  it('gives the main page a trailing slash and every other page none', () => {
    expect(localeUrl(SITE, 'sr', '/')).toBe('https://apotekavita.rs/sr/');
    expect(localeUrl(SITE, 'en', '/detail/1013')).toBe('https://apotekavita.rs/en/detail/1013');
    expect(localeUrl(`${SITE}/`, 'ru', '/catalog/')).toBe('https://apotekavita.rs/ru/catalog');
  });

  it('keeps a query as it is', () => {
    expect(localeUrl(SITE, 'sr', '/catalog?promo=3')).toBe('https://apotekavita.rs/sr/catalog?promo=3');
  });

  it('refuses a relative site or a path without its leading slash', () => {
    expect(() => localeUrl('apotekavita.rs', 'sr', '/')).toThrow(/absolute/);
    expect(() => localeUrl(SITE, 'sr', 'catalog')).toThrow(/start with/);
  });
});

describe('language tags', () => {
  it('names Serbian in Latin script', () => {
    expect(htmlLang('sr')).toBe('sr-Latn');
    expect(htmlLang('en')).toBe('en');
    expect(htmlLang('ru')).toBe('ru');
  });

  it('lists every language and x-default, which is the Serbian page', () => {
    expect(alternates(SITE, '/about')).toEqual([
      { hreflang: 'sr-Latn', href: 'https://apotekavita.rs/sr/about' },
      { hreflang: 'en', href: 'https://apotekavita.rs/en/about' },
      { hreflang: 'ru', href: 'https://apotekavita.rs/ru/about' },
      { hreflang: 'x-default', href: 'https://apotekavita.rs/sr/about' },
    ]);
  });
});
