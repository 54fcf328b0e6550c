/**
 * @jest-environment node
 */
// Node, as in the build: react-dom/static needs setImmediate, which jsdom lacks.
import en from '../../../i18n/en.json';
import { setupMockBackend } from '@/testing/msw';
import { renderPage } from './renderPage';

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
});
