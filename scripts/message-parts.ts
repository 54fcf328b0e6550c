// Messages per route (docs/performance.md, "Messages per route"): which message ids each part
// of the client bundle uses, read from webpack's own chunk graph, and the build-time check
// that every page finds each id it uses in the messages it loads.
import fs from 'node:fs';
import path from 'node:path';
import type webpack from 'webpack';

export interface PartsManifest {
  /** Keys (or prefixes) that stay in the shell although a part's prefix matches them. */
  shell: string[];
  /** Part → key prefixes. A key matched by no part is in the shell. */
  parts: Record<string, string[]>;
  /** Page chunk (RouteHandle.chunk) → the parts it loads besides the shell. */
  routes: Record<string, string[]>;
}

export const readPartsManifest = (file: string): PartsManifest =>
  JSON.parse(fs.readFileSync(file, 'utf8')) as PartsManifest;

/** The parts a key belongs to; none: the shell. A key may be in several parts (each page gets one chunk). */
export const partsOfKey = (manifest: PartsManifest, key: string): string[] =>
  manifest.shell.some((prefix) => key.startsWith(prefix))
    ? []
    : Object.entries(manifest.parts)
        .filter(([, prefixes]) => prefixes.some((prefix) => key.startsWith(prefix)))
        .map(([part]) => part);

/**
 * Which keys a messages import keeps, by its query (the messages loader, webpack.config.ts):
 * `?shell` the shell's, `?route=page-x` those of the page's parts, none: every key.
 */
export const messageSelector =
  (manifestFile: string) =>
  (query: string): ((key: string) => boolean) => {
    const params = new URLSearchParams(query);
    if (!params.has('shell') && !params.has('route')) return () => true;
    const manifest = readPartsManifest(manifestFile);
    if (params.has('shell')) return (key) => partsOfKey(manifest, key).length === 0;
    const route = params.get('route') ?? '';
    const loads = manifest.routes[route];
    if (!loads) throw new Error(`${path.basename(manifestFile)}: no route "${route}"`);
    return (key) => partsOfKey(manifest, key).some((part) => loads.includes(part));
  };

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

/**
 * Fails the build when a page uses a message id that is neither in the shell's messages nor
 * in its own parts, or when the shell uses one outside the shell: the visitor would see the id.
 */
export class MessagePartsPlugin {
  constructor(private readonly options: { manifestFile: string; messagesFile: string; srcDir: string }) {}

  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('MessagePartsPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('MessagePartsPlugin', () => {
        const { manifestFile, messagesFile, srcDir } = this.options;
        compilation.fileDependencies.add(manifestFile);
        const manifest = readPartsManifest(manifestFile);
        const keys = Object.keys(JSON.parse(fs.readFileSync(messagesFile, 'utf8')) as Record<string, string>);
        const cache = new Map<string, Set<string>>();
        const idsOfFiles = (files: Set<string>): Map<string, string> => {
          const used = new Map<string, string>();
          for (const file of files) {
            if (!cache.has(file)) cache.set(file, idsInSource(fs.readFileSync(file, 'utf8'), keys));
            for (const id of cache.get(file) ?? []) if (!used.has(id)) used.set(id, path.relative(srcDir, file));
          }
          return used;
        };
        const isPage = (group: Group): boolean => /^page-/.test(group.name ?? '');
        const notShell = (group: Group): boolean => isPage(group) || /^(mock-backend|i18n-)/.test(group.name ?? '');
        const problems: string[] = [];
        const entry = compilation.entrypoints.get('main');
        if (!entry) return;
        const shellIds = idsOfFiles(sourcesOf(compilation, entry, notShell, srcDir));
        const report: Record<string, string[]> = { shell: [...shellIds.keys()].sort() };
        for (const [id, file] of shellIds) {
          const parts = partsOfKey(manifest, id);
          if (parts.length > 0)
            problems.push(
              `the shell (${file}) uses "${id}", which is in part(s) ${parts.join(', ')}, not in the shell`,
            );
        }
        for (const [name, group] of compilation.namedChunkGroups) {
          if (!isPage(group)) continue;
          const pageIds = idsOfFiles(
            sourcesOf(compilation, group, (other) => /^(mock-backend|i18n-)/.test(other.name ?? ''), srcDir),
          );
          report[name] = [...pageIds.keys()].filter((id) => !shellIds.has(id)).sort();
          const loads = manifest.routes[name];
          if (!loads) {
            problems.push(`${name} is not in ${path.basename(manifestFile)} ("routes")`);
            continue;
          }
          for (const [id, file] of pageIds) {
            const parts = partsOfKey(manifest, id);
            if (parts.length > 0 && !parts.some((part) => loads.includes(part)))
              problems.push(
                `${name} (${file}) uses "${id}", which is in part(s) ${parts.join(', ')}; the page loads ${loads.join(', ') || 'no part'}`,
              );
          }
        }
        if (process.env.MESSAGE_PARTS_REPORT)
          fs.writeFileSync(process.env.MESSAGE_PARTS_REPORT, JSON.stringify(report, null, 2));
        for (const problem of problems)
          compilation.errors.push(new Error(`Messages per route: ${problem}`) as webpack.WebpackError);
      });
    });
  }
}
