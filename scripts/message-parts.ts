// Messages per route (docs/performance.md, "Messages per route"): the build gives the shell and
// each page exactly the message ids their own code names, read from webpack's chunk graph.
// Nothing is kept by hand: a new id goes where the code that names it goes.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type webpack from 'webpack';

type ContextModuleFactory = Parameters<Parameters<webpack.Compiler['hooks']['contextModuleFactory']['tap']>[1]>[0];
type AfterContextResolve = Parameters<ContextModuleFactory['hooks']['afterResolve']['promise']>[0];
type ContextElement = NonNullable<Parameters<Parameters<AfterContextResolve['resolveDependencies']>[2]>[1]>[number];

/** Webpack's own element of a context module (not among its public exports). */
const ContextElementDependency = createRequire(__filename)('webpack/lib/dependencies/ContextElementDependency') as new (
  request: string,
  userRequest: string,
  typePrefix: string | undefined,
  category: string | undefined,
  referencedExports?: string[][] | null,
) => ContextElement;

const LITERAL = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;
// `howTo.step.${key}.title`: every key with that beginning and end.
const TEMPLATE = /`([A-Za-z][\w-]*(?:\.[\w-]+)*\.)\$\{[^}`]*\}([\w.-]*)`/g;

/** Message ids a source file names: quoted ids, and ids built from a template. */
export const idsInSource = (source: string, keys: readonly string[]): Set<string> => {
  const known = new Set(keys);
  const ids = new Set<string>();
  for (const match of source.matchAll(LITERAL)) if (known.has(match[2] ?? '')) ids.add(match[2] ?? '');
  for (const match of source.matchAll(TEMPLATE)) {
    const [, head = '', tail = ''] = match;
    for (const key of keys)
      if (key.startsWith(head) && key.endsWith(tail) && key.length > head.length + tail.length) ids.add(key);
  }
  return ids;
};

/** Our source files whose ids reach a visitor: every `.ts`/`.tsx` of `srcDir` but tests. */
export const sourceFiles = (srcDir: string): string[] =>
  fs.readdirSync(srcDir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(srcDir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });

/** The n-th short id: a letter, then base-36 digits (`a`…`z`, `a0`…`zz`, `a00`…), never a number. */
const shortId = (n: number): string => {
  let rest = n;
  for (let digits = 0; ; digits += 1) {
    const count = 26 * 36 ** digits;
    if (rest < count)
      return (
        String.fromCharCode(97 + Math.floor(rest / 36 ** digits)) +
        (digits ? (rest % 36 ** digits).toString(36).padStart(digits, '0') : '')
      );
    rest -= count;
  }
};

/**
 * The production builds' short message ids (docs/decisions.md, "Message ids in production
 * builds"): the sorted keys of the catalogue, each by its index, but the families that the code
 * builds at run time from a template (`catalog.sort.${option}`), which keep their ids. The client
 * build and the prerender's build both make it from the same files, so they agree.
 */
export const shortMessageIds = (keys: readonly string[], sources: readonly string[]): Record<string, string> => {
  const built = new Set<string>();
  for (const source of sources)
    for (const match of source.matchAll(TEMPLATE)) for (const id of idsInSource(match[0], keys)) built.add(id);
  return Object.fromEntries(
    [...keys]
      .filter((id) => !built.has(id))
      .sort()
      .map((id, index) => [id, shortId(index)]),
  );
};

/** The page chunk of a page folder's `index.ts` (src/app/routes.tsx, `importPage`), else undefined. */
export const pageChunkOf = (resource: string | undefined): string | undefined => {
  const folder = /[\\/]src[\\/]pages[\\/]([\w-]+)[\\/]index\.tsx?$/.exec(resource ?? '')?.[1];
  return folder && `page-${folder}`;
};

/** A chunk with messages of its own: a page (`page-<folder>`) or a dialog (`<id>-dialog`). */
export const isMessagesPart = (chunkName: string): boolean => /^page-|-dialog$/.test(chunkName);

/** The dialogs' chunks (`webpackChunkName: "<id>-dialog"`) named in the source files of `srcDir`. */
export const dialogChunks = (srcDir: string): string[] => {
  const names = new Set<string>();
  for (const file of sourceFiles(srcDir))
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/webpackChunkName: "([\w-]+-dialog)"/g))
      names.add(match[1] ?? '');
  return [...names].sort();
};

/** Which messages an import of a catalogue keeps (`?shell`, `?route=page-x`), from the ids each part uses. */
export const selectMessages = <T>(
  all: Record<string, T>,
  query: string,
  ids: { shell: ReadonlySet<string>; pages: ReadonlyMap<string, ReadonlySet<string>> },
): Record<string, T> | undefined => {
  const params = new URLSearchParams(query);
  const route = params.get('route');
  const keep = params.has('shell')
    ? (id: string) => ids.shell.has(id)
    : route !== null
      ? (id: string) => !ids.shell.has(id) && (ids.pages.get(route)?.has(id) ?? false)
      : undefined;
  return keep && Object.fromEntries(Object.entries(all).filter(([id]) => keep(id)));
};

type Group = webpack.ChunkGroup;

/** Our own source files in a chunk group and in everything it loads later (lazy dialogs). */
const sourcesOf = (
  compilation: webpack.Compilation,
  start: Group,
  skip: (group: Group) => boolean,
  srcDir: string,
): Set<string> => {
  const files = new Set<string>();
  const seen = new Set<Group>();
  const visit = (group: Group): void => {
    if (seen.has(group) || (group !== start && skip(group))) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const inner = (module as { modules?: Iterable<webpack.Module> }).modules;
        for (const one of inner ? [...inner] : [module]) {
          const resource = (one as { resource?: string }).resource;
          if (resource?.startsWith(srcDir) && /\.tsx?$/.test(resource)) files.add(resource);
        }
      }
    }
    for (const child of group.childrenIterable) visit(child);
  };
  visit(start);
  return files;
};

type MessagesModule = webpack.NormalModule & {
  buildInfo: { jsonData?: { get(): unknown }; hash?: string; allMessages?: unknown };
};

/**
 * Names each page's chunk after its folder (`page-<folder>`), then gives every import of a
 * message catalogue its ids: `?shell` those the entry and every lazy chunk below it but the
 * pages name; `?route=page-x` those page x (its chunks and its lazy dialogs) names that the
 * shell lacks. Runs before code generation and hashing, so the files and names are final.
 */
export class RouteMessagesPlugin {
  constructor(
    private readonly options: {
      messagesFile: string;
      srcDir: string;
      /** The short ids the catalogues' keys were given (shortMessageIds), if any. */
      ids?: Readonly<Record<string, string>>;
    },
  ) {}

  apply(compiler: webpack.Compiler): void {
    const { messagesFile, srcDir, ids: shortIds = {} } = this.options;
    const short = (ids: Set<string>): Set<string> => new Set([...ids].map((id) => shortIds[id] ?? id));
    compiler.hooks.thisCompilation.tap('RouteMessagesPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouteMessagesPlugin', (modules) => {
        for (const module of modules)
          for (const block of module.blocks) {
            const dependency = block.dependencies[0];
            const target = dependency && compilation.moduleGraph.getModule(dependency);
            const chunk = pageChunkOf((target as { resource?: string } | null)?.resource);
            if (chunk && !block.chunkName) block.chunkName = chunk;
          }
      });
      compilation.hooks.afterOptimizeChunks.tap('RouteMessagesPlugin', () => {
        const keys = Object.keys(JSON.parse(fs.readFileSync(messagesFile, 'utf8')) as Record<string, string>);
        const cache = new Map<string, Set<string>>();
        const idsOfFiles = (files: Set<string>): Set<string> => {
          const used = new Set<string>();
          for (const file of files) {
            if (!cache.has(file)) cache.set(file, idsInSource(fs.readFileSync(file, 'utf8'), keys));
            for (const id of cache.get(file) ?? []) used.add(id);
          }
          return used;
        };
        // A part of its own: a page or a dialog (`<id>-dialog`, src/app/shell/DialogHost.tsx).
        const isPage = (group: Group): boolean => isMessagesPart(group.name ?? '');
        const isMessagesOrMock = (group: Group): boolean => /^(mock-backend|i18n-)/.test(group.name ?? '');
        const entry = compilation.entrypoints.get('main');
        if (!entry) return;
        const shell = idsOfFiles(sourcesOf(compilation, entry, (g) => isPage(g) || isMessagesOrMock(g), srcDir));
        const pages = new Map<string, Set<string>>();
        for (const [name, group] of compilation.namedChunkGroups)
          if (isPage(group)) pages.set(name, idsOfFiles(sourcesOf(compilation, group, isMessagesOrMock, srcDir)));

        // The catalogues' keys are short ids in a production build: select by those.
        const selection = { shell: short(shell), pages: new Map([...pages].map(([name, ids]) => [name, short(ids)])) };
        for (const module of compilation.modules) {
          const messages = module as MessagesModule;
          const [file = '', query = ''] = (messages.resource as string | undefined)?.split('?') ?? [];
          if (!/[\\/]i18n[\\/][a-z]{2}\.json$/.test(file) || !messages.buildInfo.jsonData) continue;
          // Kept from the loader's output: a rebuild in watch mode selects again from all of them.
          messages.buildInfo.allMessages ??= messages.buildInfo.jsonData.get();
          const selected = selectMessages(
            messages.buildInfo.allMessages as Record<string, unknown>,
            `?${query}`,
            selection,
          );
          if (!selected) continue;
          const json = JSON.stringify(selected);
          messages.buildInfo.jsonData = { get: () => selected };
          messages.buildInfo.hash = createHash('sha256').update(json).digest('hex').slice(0, 20);
        }
        if (process.env.MESSAGE_PARTS_REPORT)
          fs.writeFileSync(
            process.env.MESSAGE_PARTS_REPORT,
            JSON.stringify(
              {
                shell: [...shell].sort(),
                ...Object.fromEntries(
                  [...pages].map(([name, ids]) => [name, [...ids].filter((id) => !shell.has(id)).sort()]),
                ),
              },
              null,
              2,
            ),
          );
      });
    });
  }
}

/**
 * `import(`i18n/${chunk}/<locale>.json`)` (src/shared/i18n/parts): one context module per
 * language, each entry `i18n/<locale>.json?route=<page chunk>`. Each language's context is in
 * that language's shell chunk (`i18n-<locale>`), so a page carries the map of its language
 * only; unnamed chunks keep webpack's runtime small (named ones cost bytes on every page: each
 * name is in the entry's chunk map).
 */
export class PageMessagesContextPlugin {
  constructor(private readonly options: { i18nDir: string; srcDir: string }) {}

  apply(compiler: webpack.Compiler): void {
    const { i18nDir, srcDir } = this.options;
    compiler.hooks.contextModuleFactory.tap('PageMessagesContextPlugin', (factory) => {
      factory.hooks.afterResolve.tap('PageMessagesContextPlugin', (result) => {
        if (!result || path.resolve(String(result.resource)) !== i18nDir) return;
        const locale = /([a-z]{2})\\\.json\$$/.exec((result.regExp || undefined)?.source ?? '')?.[1];
        if (!locale || !fs.existsSync(path.join(i18nDir, `${locale}.json`))) return;
        // A page is a folder of src/pages (src/app/routes.tsx), a dialog a chunk `<id>-dialog`.
        // Read once per build: a new page or dialog needs a restart of `npm start`.
        const routes = [
          ...fs
            .readdirSync(path.join(srcDir, 'pages'), { withFileTypes: true })
            .filter((entry) => entry.isDirectory())
            .map((entry) => `page-${entry.name}`),
          ...dialogChunks(srcDir),
        ];
        result.resolveDependencies = (_fs, options, callback) =>
          callback(
            null,
            routes.map(
              (route) =>
                new ContextElementDependency(
                  `./${locale}.json?route=${route}${options.resourceQuery}${options.resourceFragment}`,
                  `./${route}/${locale}.json`,
                  options.typePrefix,
                  options.category,
                  options.referencedExports,
                ),
            ),
          );
      });
    });
  }
}
