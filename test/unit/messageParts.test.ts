import fs from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { makeRoutes } from '@/app/routes';
import { importPageMessages } from '@/shared/i18n';
import { makeStore } from '@/app/store';
import { isRouteHandle } from '@/app/shell/routeHandle';
import {
  dialogChunks,
  idsInSource,
  isMessagesPart,
  PageMessagesContextPlugin,
  pageChunkOf,
  selectMessages,
} from '../../scripts/message-parts';
import sr from '../../i18n/sr.json';

// Messages per route (docs/performance.md): the production build gives the shell and each page
// the ids their code names, from webpack's chunk graph (RouteMessagesPlugin). These tests hold
// the rules it rests on: a page is a folder of src/pages, and ids are found in the source.
const keys = Object.keys(sr);

const routeHandles = (routes: RouteObject[]): { chunk?: string; lazy?: RouteObject['lazy'] }[] =>
  routes.flatMap((route) => [
    ...(isRouteHandle(route.handle) ? [{ chunk: route.handle.chunk, lazy: route.lazy }] : []),
    ...routeHandles(route.children ?? []),
  ]);

describe('messages per route', () => {
  const routes = routeHandles(
    makeRoutes({ store: makeStore(), target: 'browser', awaitData: () => true, cityId: () => 1 }),
  );

  it("every page's chunk is named after a folder of src/pages, whose index the route loads", async () => {
    const folders = fs.readdirSync(path.join(__dirname, '../../src/pages'));
    for (const { chunk, lazy } of routes) {
      const folder = chunk?.replace(/^page-/, '') ?? '';
      expect(folders).toContain(folder);
      expect(pageChunkOf(path.join('/repo/src/pages', folder, 'index.ts'))).toBe(chunk);
      const page = (await import(`@/pages/${folder}`)) as { Component: unknown };
      await expect(typeof lazy === 'function' ? lazy() : undefined).resolves.toMatchObject({
        Component: page.Component,
      });
    }
  });

  it("a page's messages are imported by its chunk and language", async () => {
    // Jest reads the whole catalogue (jest.config.ts); the build keeps the page's ids.
    expect((await importPageMessages('ru', 'page-catalog')).default).toHaveProperty(
      ['catalog.filters.clear'],
      'Сбросить фильтры',
    );
  });

  it('every dialog is a chunk `<id>-dialog` with messages of its own', () => {
    // The ids of the dialog registry (src/shared/config/dialogs.ts), each loaded by DialogHost.
    const host = fs.readFileSync(path.join(__dirname, '../../src/app/shell/DialogHost.tsx'), 'utf8');
    const ids = [...host.matchAll(/\['([\w-]+)'\]: dialog\('([\w-]+)'/g)].map(([, key, id]) => {
      expect(id).toBe(key);
      return `${id}-dialog`;
    });
    expect(ids).toHaveLength(6);
    expect(dialogChunks(path.join(__dirname, '../../src'))).toEqual([...ids].sort());
    for (const chunk of ids) expect(isMessagesPart(chunk)).toBe(true);
    expect(isMessagesPart('page-cart')).toBe(true);
    expect(isMessagesPart('phone-field')).toBe(false);
  });

  it("each language's context maps every page and dialog to that language's part only", () => {
    // The context of `import(`i18n/${chunk}/ru.json`)` (src/shared/i18n/parts/ru.ts), as webpack resolves it.
    const i18nDir = path.join(__dirname, '../../i18n');
    const pagesDir = path.join(__dirname, '../../src/pages');
    type Resolved = {
      resource: string;
      regExp: RegExp;
      resolveDependencies?: (
        fs: unknown,
        options: object,
        callback: (error: Error | null, dependencies: { request: string; userRequest: string }[]) => void,
      ) => void;
    };
    let afterResolve: ((result: Resolved) => void) | undefined;
    const factory = { hooks: { afterResolve: { tap: (_: string, fn: typeof afterResolve) => (afterResolve = fn) } } };
    const compiler = {
      hooks: { contextModuleFactory: { tap: (_: string, fn: (f: typeof factory) => void) => fn(factory) } },
    };
    new PageMessagesContextPlugin({ i18nDir, srcDir: path.join(__dirname, '../../src') }).apply(compiler as never);
    const resolved: Resolved = { resource: i18nDir, regExp: /^\.\/.*\/ru\.json$/ };
    afterResolve?.(resolved);
    let elements: { request: string; userRequest: string }[] = [];
    resolved.resolveDependencies?.(null, { resourceQuery: '', resourceFragment: '', category: 'esm' }, (_, found) => {
      elements = found;
    });
    const pages = [
      ...fs.readdirSync(pagesDir).map((folder) => `page-${folder}`),
      ...dialogChunks(path.join(__dirname, '../../src')),
    ];
    expect(elements.map(({ userRequest, request }) => [userRequest, request])).toEqual(
      pages.map((page) => [`./${page}/ru.json`, `./ru.json?route=${page}`]),
    );
    // Another folder's context is left alone.
    const other: Resolved = { resource: pagesDir, regExp: /^\.\/.*\/ru\.json$/ };
    afterResolve?.(other);
    expect(other.resolveDependencies).toBeUndefined();
  });

  it('the shell keeps its ids; a page keeps the ids it names that the shell lacks', () => {
    const all = { 'brand.name': 'A', 'common.close': 'B', 'catalog.filters.clear': 'C', 'cart.add': 'D' };
    const ids = {
      shell: new Set(['brand.name', 'common.close']),
      pages: new Map([['page-catalog', new Set(['common.close', 'catalog.filters.clear'])]]),
    };
    expect(selectMessages(all, '?shell', ids)).toEqual({ 'brand.name': 'A', 'common.close': 'B' });
    expect(selectMessages(all, '?route=page-catalog', ids)).toEqual({ 'catalog.filters.clear': 'C' });
    expect(selectMessages(all, '?route=page-nowhere', ids)).toEqual({});
    expect(selectMessages(all, '', ids)).toBeUndefined();
  });

  it('every message id is named by the code, so the build can find where it is shown', () => {
    const sources = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(file);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
      });
    const named = new Set(
      sources(path.join(__dirname, '../../src')).flatMap((file) => [
        ...idsInSource(fs.readFileSync(file, 'utf8'), keys),
      ]),
    );
    // An id built another way (`'a.' + b`) would reach no page: write it out, or as a template
    // `a.${b}.c`; an id nothing shows belongs out of i18n/*.json.
    expect(keys.filter((id) => !named.has(id))).toEqual([]);
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
