// Bundle-size bench: runs a production build through webpack's Node API (same webpack.config.ts
// as `npm run build`, loaded with tsx), reads the stats, gzips (zlib level 9) the files in dist/
// and prints a markdown report of the main page's first load:
//   entry `main` initial JS + CSS  +  the chunks of the main route's lazy import (src/pages/home).
// Exits 1 when the main page's first-load JS exceeds the budget (120 KB gzip).
//
// Options (env): BENCH_ROUTE_MODULE — module of the main route (default ./src/pages/home/index.tsx),
//                BENCH_BUDGET_KB — first-load JS budget in KB (default 120).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

import { createRequire } from 'node:module';

import { register } from 'tsx/cjs/api';
import webpack from 'webpack';

const root = path.resolve(import.meta.dirname, '..');
let dist = path.join(root, process.env.DIST_DIR || 'dist'); // set from the config's output.path below
const routeModule = process.env.BENCH_ROUTE_MODULE ?? './src/pages/home/index.tsx';
const budgetKb = Number(process.env.BENCH_BUDGET_KB ?? 120);
const KB = 1024;

function loadConfig() {
  // The package is CommonJS, so tsx compiles webpack.config.ts to CJS; its `require('webpack')`
  // must hit the same module cache as ours (two webpack copies in one process do not work).
  const unregister = register();
  const mod = createRequire(import.meta.url)(path.join(root, 'webpack.config.ts'));
  unregister();
  let factory = mod;
  while (factory && typeof factory !== 'function' && 'default' in factory) factory = factory.default;
  return typeof factory === 'function' ? factory({}, { mode: 'production' }) : factory;
}

function build(config) {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(stats?.toString({ all: false, errors: true }) ?? 'build failed'));
      }
      resolve(
        stats.toJson({
          all: false,
          chunks: true,
          chunkModules: true,
          nestedModules: true,
          dependentModules: true,
          chunkModulesSpace: Infinity,
          nestedModulesSpace: Infinity,
          entrypoints: true,
          ids: true,
        }),
      );
    });
  });
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const data = fs.readFileSync(path.join(dist, file));
    gzipCache.set(file, zlib.gzipSync(data, { level: 9 }).length);
  }
  return gzipCache.get(file);
}

const isCode = (file) => /\.(js|css)$/.test(file);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** All module names in a chunk, with concatenated modules flattened. */
function moduleNames(chunk) {
  const names = [];
  const visit = (modules) => {
    for (const m of modules ?? []) {
      // A concatenated module ("x + N modules") counts through its parts.
      if (m.name && !m.modules?.length) names.push({ name: m.name, size: m.size ?? 0 });
      else if (m.name) names.push({ name: m.name, size: 0 });
      visit(m.modules);
    }
  };
  visit(chunk.modules);
  return names;
}

/** The biggest source groups of a chunk (package or src folder), [key, bytes before minification]. */
function contentGroups(chunk) {
  const groups = new Map();
  for (const { name, size } of moduleNames(chunk)) {
    const clean = name
      .replace(/ \+ \d+ modules?$/, '')
      .replace(/^.*!/, '')
      .replace(/\?.*$/, '');
    const pkg = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    const key = pkg ? pkg[1] : clean.replace(/^\.\//, '').split('/').slice(0, 3).join('/');
    groups.set(key, (groups.get(key) ?? 0) + size);
  }
  return [...groups.entries()].sort((a, b) => b[1] - a[1]);
}

function mainContents(chunk, limit = 4) {
  return contentGroups(chunk)
    .slice(0, limit)
    .map(([key]) => key)
    .join(', ');
}

function chunkGzip(chunk) {
  const files = chunk.files.filter(isCode);
  return {
    js: files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + gzipSize(f), 0),
    css: files.filter((f) => f.endsWith('.css')).reduce((sum, f) => sum + gzipSize(f), 0),
  };
}

function chunkLabel(chunk) {
  return chunk.names?.length ? chunk.names.join(',') : String(chunk.id);
}

async function main() {
  spawnSync(process.execPath, [path.join(root, 'scripts/msw-init.mjs')], { stdio: 'ignore' });
  const started = Date.now();
  const config = loadConfig();
  dist = config.output?.path ?? dist;
  const stats = await build(config);
  const buildSeconds = ((Date.now() - started) / 1000).toFixed(1);

  const entry = stats.entrypoints.main;
  const entryFiles = entry.assets.map((a) => a.name).filter(isCode);
  const entryChunkIds = new Set(entry.chunks);

  const routeChunks = stats.chunks.filter(
    (c) => !c.initial && moduleNames(c).some(({ name }) => name.startsWith(routeModule)),
  );
  // The route's chunk plus the split chunks loaded in parallel with it (its siblings).
  const routeIds = new Set(routeChunks.flatMap((c) => [c.id, ...(c.siblings ?? [])]));
  for (const id of entryChunkIds) routeIds.delete(id);
  const routeGroup = stats.chunks.filter((c) => routeIds.has(c.id));

  const entryJs = entryFiles.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipSize(f), 0);
  const entryCss = entryFiles.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gzipSize(f), 0);
  const routeJs = routeGroup.reduce((s, c) => s + chunkGzip(c).js, 0);
  const routeCss = routeGroup.reduce((s, c) => s + chunkGzip(c).css, 0);
  const firstLoadJs = entryJs + routeJs;
  const overBudget = firstLoadJs > budgetKb * KB;

  const out = [];
  out.push('# Bundle size (gzip -9)', '');
  out.push(`Production build in ${buildSeconds} s. Main route module: \`${routeModule}\`.`, '');

  out.push('## Main page, first load', '');
  out.push('| part | file | gzip |', '|---|---|---:|');
  for (const f of entryFiles) out.push(`| entry (initial) | ${f} | ${kb(gzipSize(f))} |`);
  for (const c of routeGroup) {
    for (const f of c.files.filter(isCode)) out.push(`| main route (lazy) | ${f} | ${kb(gzipSize(f))} |`);
  }
  if (routeChunks.length === 0) out.push(`| main route (lazy) | _no chunk contains ${routeModule}_ | – |`);
  out.push('');
  out.push(`- entry JS ${kb(entryJs)}, entry CSS ${kb(entryCss)}`);
  out.push(`- main route JS ${kb(routeJs)}, main route CSS ${kb(routeCss)}`);
  out.push(`- **first-load JS ${kb(firstLoadJs)}** (budget ${budgetKb} KB) — ${overBudget ? 'OVER BUDGET' : 'ok'}`);
  out.push(`- first-load JS + CSS ${kb(firstLoadJs + entryCss + routeCss)}`, '');

  out.push('## Entry contents (module size before minification)', '');
  out.push('| package or folder | size |', '|---|---:|');
  const entryGroups = new Map();
  for (const c of stats.chunks.filter((chunk) => entryChunkIds.has(chunk.id))) {
    for (const [key, size] of contentGroups(c)) entryGroups.set(key, (entryGroups.get(key) ?? 0) + size);
  }
  for (const [key, size] of [...entryGroups.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
    out.push(`| ${key} | ${kb(size)} |`);
  }
  out.push('');

  out.push('## Async chunks', '');
  out.push('| chunk | JS gzip | CSS gzip | mainly contains |', '|---|---:|---:|---|');
  const asyncChunks = stats.chunks
    .filter((c) => !c.initial)
    .map((c) => ({ chunk: c, size: chunkGzip(c) }))
    .sort((a, b) => b.size.js - a.size.js);
  for (const { chunk, size } of asyncChunks) {
    const mark = routeIds.has(chunk.id) ? ' (main route)' : '';
    out.push(`| ${chunkLabel(chunk)}${mark} | ${kb(size.js)} | ${kb(size.css)} | ${mainContents(chunk)} |`);
  }
  const allCode = [...new Set(stats.chunks.flatMap((c) => c.files))].filter(isCode);
  const totalJs = allCode.filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipSize(f), 0);
  const totalCss = allCode.filter((f) => f.endsWith('.css')).reduce((s, f) => s + gzipSize(f), 0);
  out.push('');
  out.push(`Total of all chunks: JS ${kb(totalJs)}, CSS ${kb(totalCss)} (${asyncChunks.length} async chunks).`);

  process.stdout.write(`${out.join('\n')}\n`);
  if (overBudget) {
    console.error(`\nFirst-load JS ${kb(firstLoadJs)} exceeds the ${budgetKb} KB gzip budget.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
