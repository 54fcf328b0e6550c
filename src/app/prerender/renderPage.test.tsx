/**
 * @jest-environment node
 */
// Node, as in the build: react-dom/static needs setImmediate, which jsdom lacks.
import { createIntl } from 'react-intl';
import en from '../../../i18n/en.json';
import { resetMockQa } from '@mocks/node';
import { setMinimal } from '@mocks/qa';
import { setupMockBackend } from '@/testing/msw';
import { renderPage } from './renderPage';
import { readPageFacts } from './pageData';
import { pageMetaFor } from './pageHead';

setupMockBackend();

const renderAt = (path: string) =>
  renderPage({
    locale: 'en',
    messages: en,
    path,
    fetchBase: 'http://api.test',
    renderedAt: new Date('2026-11-22T10:00:00Z'),
  });

describe('rendering one address for the prerender', () => {
  it('renders a product with its data and records the answers under the URLs the browser asks for', async () => {
    const result = await renderAt('/detail/1013');
    if (result.kind !== 'page') throw new Error('expected a page');
    expect(result.status).toBe(200);
    expect(result.markup).toContain('<h1');
    expect(result.markup).toContain('Panadol 500 mg');
    expect(result.markup).toMatch(/249\.90|249,90/);
    const detailKey = `/site/v1/products/detail?data=${encodeURIComponent(JSON.stringify({ id: 1013, city_id: 1 }))}`;
    expect(Object.keys(result.answers)).toEqual(
      expect.arrayContaining([detailKey, '/site/v1/categories?data=%7B%7D', '/site/v1/cities?data=%7B%7D']),
    );
    expect(result.answers[detailKey]).toMatchObject({ product: { id: 1013 } });
  });

  it('leaves the render out when the page says its inputs are those of its file, after the loaders answered', async () => {
    const seen: Array<{ urls: string[]; status: number }> = [];
    const ask = (same: boolean) =>
      renderPage({
        locale: 'en',
        messages: en,
        path: '/detail/1013',
        fetchBase: 'http://api.test',
        renderedAt: new Date('2026-11-22T10:00:00Z'),
        sameInputs: (answers, status) => {
          seen.push({ urls: Object.keys(answers), status });
          return same;
        },
      });
    expect(await ask(true)).toEqual({ kind: 'same-inputs' });
    expect(await ask(false)).toMatchObject({ kind: 'page', status: 200 });
    expect(seen[0]?.status).toBe(200);
    expect(seen[0]?.urls).toEqual(expect.arrayContaining(['/site/v1/cities?data=%7B%7D']));
    expect(seen[1]?.urls.sort()).toEqual(seen[0]?.urls.sort());
  });

  it('answers 404 for a product that does not exist, and for a malformed id', async () => {
    expect(await renderAt('/detail/99999')).toMatchObject({ kind: 'page', status: 404 });
    expect(await renderAt('/detail/abc')).toMatchObject({ kind: 'page', status: 404 });
  });

  it('renders the account as a shell: no visitor at build time, so no redirect and no private request', async () => {
    const result = await renderAt('/lk');
    expect(result).toMatchObject({ kind: 'page', status: 200 });
    if (result.kind !== 'page') return;
    expect(Object.keys(result.answers).some((url) => url.startsWith('/site/v1/clients'))).toBe(false);
    expect(result.markup).toContain('<header');
    expect(result.markup).toContain('<footer');
  });

  it('renders the cart with its steps and, for the lines, the placeholder that hydration replaces with the visitor’s own', async () => {
    const error = jest.spyOn(console, 'error');
    const result = await renderAt('/cart');
    expect(result).toMatchObject({ kind: 'page', status: 200 });
    if (result.kind !== 'page') return;
    expect(result.markup).toContain('Add products to cart');
    // The part React draws afresh in the browser: its fallback, marked with the refusal's digest
    // (a development build adds the message and the stacks, a production build does not).
    expect(result.markup).toMatch(
      /<!--\$!--><template data-dgst="visitors-own"[^>]*><\/template><div[^>]*><div[^>]*role="status"/,
    );
    expect(result.markup).not.toContain('Clear cart');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  describe('on answers with only their required fields (docs/api.md, "Required and optional fields")', () => {
    beforeEach(() => setMinimal(true));
    afterEach(() => resetMockQa());

    it('renders a product, priced, with a JSON-LD Product that names no maker and offers nothing it was not told', async () => {
      const result = await renderAt('/detail/1013');
      if (result.kind !== 'page') throw new Error('expected a page');
      expect(result.status).toBe(200);
      expect(result.markup).toContain('Panadol 500 mg');
      expect(result.markup).toMatch(/249\.90|249,90/);
      expect(result.markup).not.toContain('data-unit-price');
      const intl = createIntl({ locale: 'en', messages: en });
      const meta = pageMetaFor(intl, readPageFacts(result.state, result.context), '/detail/1013', {
        siteUrl: 'https://apoteka.test',
        locale: 'en',
      });
      const product = meta.jsonLd.find((item) => (item as { '@type': string })['@type'] === 'Product');
      expect(product).toMatchObject({ name: 'Panadol 500 mg' });
      expect(product).not.toHaveProperty('brand');
      // Without `rx` it may be a prescription medicine, which is never offered (docs/api.md,
      // "Required and optional fields").
      expect(product).not.toHaveProperty('offers');
      expect(meta.description).toMatch(/^Panadol 500 mg\. /);
    });

    it('renders the catalogue and a category with their products', async () => {
      for (const path of ['/catalog', '/category/bol-i-temperatura']) {
        const result = await renderAt(path);
        if (result.kind !== 'page') throw new Error('expected a page');
        expect(result.status).toBe(200);
        expect(result.markup.match(/<article/g)?.length ?? 0).toBeGreaterThan(0);
        expect(result.markup).not.toMatch(/An error occurred/);
      }
    });
  });
});
