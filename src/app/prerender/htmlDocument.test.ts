import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderDocument, withLang, type ChunkManifest } from './htmlDocument';
import { CITY_MARK_SCRIPT, ENTRY_START_SCRIPT, HEAD_SCRIPT } from '../prerenderMarks';

const TEMPLATE =
  '<!doctype html><head><meta charset=utf-8><title>Apoteka</title><script defer src=/main.1.js></script></head>' +
  '<body><noscript>This site needs JavaScript.</noscript><div id=root></div></body></html>';
const MANIFEST: ChunkManifest = {
  publicPath: '/',
  groups: { 'page-detail': ['page-detail.a.css', 'page-detail.b.js'], 'i18n-en': ['i18n-en.c.js'] },
};

const documentFor = (answers: Record<string, unknown> = {}, partial?: string[]) =>
  renderDocument(TEMPLATE, MANIFEST, {
    lang: 'en',
    title: 'Panadol 500 mg | Apoteka Vita',
    headTags: '<meta name="description" content="x">',
    chunks: ['page-detail', 'i18n-en', 'unknown-chunk'],
    scriptChunks: ['page-detail', 'unknown-chunk'],
    path: '/detail/1013',
    markup: '<main><h1>Panadol 500 mg</h1></main>',
    renderedAt: new Date('2026-11-22T10:00:00Z'),
    renderedCityId: 1,
    answers,
    partial,
  });

describe('a prerendered document', () => {
  it('carries the language, title, metadata, the page CSS, the markup and where it was rendered for', () => {
    const html = documentFor();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Panadol 500 mg | Apoteka Vita</title><meta name="description" content="x">');
    expect(html).toContain('<link rel="stylesheet" href="/page-detail.a.css">');
    // Scripts load after the first paint (the head script starts the entry): no script request
    // competes with the CSS.
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).toContain(
      '<div id="root" data-prerendered="/detail/1013" data-rendered-at="2026-11-22T10:00:00.000Z" data-scripts="/page-detail.b.js" data-entry="/main.1.js"><main><h1>Panadol 500 mg</h1></main></div>',
    );
    expect(html).not.toContain('noscript');
  });

  it('refuses a template without the entry script, which no page could start from', () => {
    expect(() =>
      renderDocument(TEMPLATE.replace('<script defer src=/main.1.js></script>', ''), MANIFEST, {
        lang: 'en',
        title: 'x',
        headTags: '',
        chunks: [],
        scriptChunks: [],
        path: '/',
        markup: '',
        renderedAt: new Date(0),
        renderedCityId: 1,
        answers: {},
      }),
    ).toThrow('no entry script');
  });

  it('asks for the entry, then preloads the start’s scripts, once the parsed page has painted', () => {
    jest.useFakeTimers();
    try {
      document.head.innerHTML = '';
      document.body.innerHTML = '<div id="root" data-scripts="/a.js /b.js" data-entry="/main.1.js"></div>';
      new Function(ENTRY_START_SCRIPT)();
      const asked = () =>
        [...document.head.children].map((element) =>
          element instanceof HTMLScriptElement
            ? `script ${element.getAttribute('src')}`
            : `${element.getAttribute('rel')} ${(element as HTMLLinkElement).as} ${element.getAttribute('href')}`,
        );
      jest.runAllTimers();
      expect(asked()).toEqual([]);
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(asked()).toEqual([]);
      // A frame, then a task: the parsed page has painted.
      jest.runAllTimers();
      expect(asked()).toEqual(['script /main.1.js', 'preload script /a.js', 'preload script /b.js']);
    } finally {
      jest.useRealTimers();
      document.head.innerHTML = '';
      document.body.innerHTML = '';
    }
  });

  it('marks <html> before the first paint when the visitor stored another city', () => {
    expect(documentFor()).toContain(`<script data-rendered-city="1">${HEAD_SCRIPT}</script>`);
    const run = (cookie: string, renderedCity = '1') => {
      const attributes = new Map<string, string>();
      const fakeDocument = {
        cookie,
        currentScript: { getAttribute: (name: string) => (name === 'data-rendered-city' ? renderedCity : null) },
        documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
      };
      new Function('document', CITY_MARK_SCRIPT)(fakeDocument);
      return attributes.has('data-city-pending');
    };
    expect(run('aptk_city=5')).toBe(true);
    expect(run('other=1; aptk_city=12; x=y')).toBe(true);
    expect(run('aptk_city=1')).toBe(false);
    expect(run('aptk_city=5', '5')).toBe(false);
    expect(run('')).toBe(false);
    expect(run('aptk_city=abc')).toBe(false);
    expect(run('my_aptk_city=5')).toBe(false);
  });

  it('runs one inline script, the head script the CSP allows by its hash; the rest are data blocks', () => {
    const html = documentFor({ '/site/v1/x': { a: 1 } });
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline.map((match) => match[1])).toEqual([
      ' data-rendered-city="1"',
      ' id="aptk-state" type="application/json"',
    ]);
    const hash = `'sha256-${createHash('sha256')
      .update(inline[0]?.[2] ?? '')
      .digest('base64')}'`;
    expect(readFileSync(path.join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8')).toMatch(
      new RegExp(`script-src [^;]*${hash.replace(/[+/=]/g, (c) => `\\${c}`)}`),
    );
  });

  it('names the answers it brings only in part', () => {
    const url = '/site/v1/categories?data=%7B%7D';
    expect(documentFor({ [url]: { list: [] } }, [url])).toContain(
      `<script id="aptk-state" type="application/json" data-partial="${url}">`,
    );
  });

  it('transfers the answers as JSON that no text inside can break out of', () => {
    const answers = {
      '/site/v1/products/detail?data=%7B%7D': { name: '</script><script>alert(1)</script>', note: '<!-- x' },
    };
    const html = documentFor(answers);
    const element = /<script id="aptk-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    expect(element?.[1]).not.toContain('</script');
    expect(JSON.parse(element?.[1] ?? '')).toEqual(answers);
  });

  it('sets the language whether or not the template kept its <html> tag', () => {
    expect(withLang('<!doctype html><html><head></head></html>', 'sr-Latn')).toBe(
      '<!doctype html><html lang="sr-Latn"><head></head></html>',
    );
    expect(withLang('<!DOCTYPE html><head></head>', 'ru')).toBe('<!DOCTYPE html><html lang="ru"><head></head>');
  });
});
