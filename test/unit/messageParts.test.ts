import path from 'node:path';
import type { RouteObject } from 'react-router';
import { makeRoutes } from '@/app/routes';
import { importRouteMessages } from '@/app/routeMessages';
import { makeStore } from '@/app/store';
import { isRouteHandle } from '@/app/shell/routeHandle';
import manifest from '@/app/messageParts.json';
import { idsInSource, messageSelector, partsOfKey } from '../../scripts/message-parts';
import sr from '../../i18n/sr.json';

// Messages per route (docs/performance.md): the build checks, from webpack's chunk graph, that
// every id a page uses is in the shell's messages or its own (MessagePartsPlugin). These tests
// keep the manifest and the route table in step with each other.
const keys = Object.keys(sr);
const manifestFile = path.join(__dirname, '../../src/app/messageParts.json');

const pageChunks = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [
    ...(isRouteHandle(route.handle) && route.handle.chunk ? [route.handle.chunk] : []),
    ...pageChunks(route.children ?? []),
  ]);

describe('messages per route', () => {
  const store = makeStore();
  const chunks = [
    ...new Set(pageChunks(makeRoutes({ store, target: 'browser', awaitData: () => true, cityId: () => 1 }))),
  ].sort();

  it('the manifest names the parts of every page chunk', () => {
    expect(Object.keys(manifest.routes).sort()).toEqual(chunks);
  });

  it("a page's messages are imported by its chunk and language", async () => {
    // Jest reads the whole catalogue (jest.config.ts); the build keeps the page's parts.
    expect((await importRouteMessages('page-catalog', 'ru')).default).toHaveProperty(
      ['catalog.filters.clear'],
      'Сбросить фильтры',
    );
  });

  it('a page loads only parts that exist', () => {
    const unknown = Object.entries(manifest.routes).flatMap(([route, parts]) =>
      parts.filter((part) => !(part in manifest.parts)).map((part) => `${route}: ${part}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every prefix of the manifest names at least one message (a renamed key leaves none stale)', () => {
    const prefixes = [...manifest.shell, ...Object.values(manifest.parts).flat()];
    expect(prefixes.filter((prefix) => !keys.some((key) => key.startsWith(prefix)))).toEqual([]);
  });

  it('a shell exception stays in the shell although a part claims its prefix', () => {
    expect(partsOfKey(manifest, 'catalog.detail.notFound')).toEqual([]);
    expect(partsOfKey(manifest, 'catalog.detail.description')).toEqual(['detail']);
    expect(partsOfKey(manifest, 'brand.name')).toEqual([]);
  });

  it('the shell and a page get disjoint sets of messages, and a page gets its parts', () => {
    const select = messageSelector(manifestFile);
    const shell = keys.filter(select('?shell'));
    const catalog = keys.filter(select('?route=page-catalog'));
    expect(shell).toEqual(expect.arrayContaining(['brand.name', 'nav.catalog', 'common.close']));
    expect(catalog).toEqual(expect.arrayContaining(['catalog.filters.clear', 'catalog.sort.price_asc', 'cart.add']));
    expect(catalog.filter((key) => shell.includes(key))).toEqual([]);
    expect(catalog).not.toContain('catalog.detail.description');
    expect(keys.filter(select(''))).toEqual(keys);
    expect(() => select('?route=page-nowhere')).toThrow(/page-nowhere/);
  });

  it('finds the ids a source file names, also those built from a template', () => {
    const source =
      "intl.formatMessage({ id: 'catalog.filters.clear' }); <FormattedMessage id={`catalog.sort.${option}`} />; 'not.a.key'";
    const ids = [...idsInSource(source, keys)];
    expect(ids).toEqual(
      expect.arrayContaining(['catalog.filters.clear', 'catalog.sort.name', 'catalog.sort.price_asc']),
    );
    expect(ids).not.toContain('not.a.key');
    expect(ids).not.toContain('catalog.filters.title');
  });
});
