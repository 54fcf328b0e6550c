// `npm run bench:scale`: what the build costs at a real chain's size (docs/performance.md,
// "A real chain's catalogue"). Not part of `npm test`: at 10,000 products it takes minutes.
//
//  1. `npm run build` with MOCK_PRODUCTS (default 10000) into BENCH_SCALE_DIST (default
//     dist-scale; the server bundle into build/prerender-scale), timed, its peak memory the
//     largest sum over npm and all the processes below it (sampled from /proc; the prerender's
//     workers are threads of one process);
//  2. counts the pages and sizes dist/ (all files, the median and the largest page);
//  3. `npm run prerender` again with the same data, timed: the files it changed (none, or the
//     few whose content depends on the hour); then with MOCK_PRICE_CHANGE=<id>:10 (one product
//     10 % dearer), timed, and reads build/changed-files/<dist>.txt: the files a deploy would
//     upload; BENCH_SCALE_RESTORE=1: once more without the change (else the next build does it);
//  4. prints one table, with the machine's load average beside it (the figures depend on it).
//
// Options (env): MOCK_PRODUCTS (10000), BENCH_SCALE_DIST (dist-scale), BENCH_SCALE_PRODUCT
// (the product whose price changes; default 1013), BENCH_SCALE_SKIP_BUILD=1 (only steps 2-4, on
// the build already in BENCH_SCALE_DIST).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const products = process.env.MOCK_PRODUCTS || '10000';
const distName = process.env.BENCH_SCALE_DIST || 'dist-scale';
const dist = path.join(root, distName);
const changedProduct = process.env.BENCH_SCALE_PRODUCT || '1013';
const env = {
  ...process.env,
  MOCK_PRODUCTS: products,
  DIST_DIR: distName,
  PRERENDER_BUNDLE_DIR: 'build/prerender-scale',
  API_MOCK: 'true',
};

const PAGE_BYTES = 4096;
/** Resident memory of one process in bytes (0 when it has ended meanwhile). */
const rssOf = (pid) => {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
};
/** The process and every process below it, read from /proc (Linux). */
const treeOf = (root) => {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The field after the parenthesised name: state, then the parent's pid.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(parent)) children.set(parent, []);
      children.get(parent).push(Number(entry));
    } catch {
      // ended while being read
    }
  }
  const tree = [root];
  for (let at = 0; at < tree.length; at += 1) tree.push(...(children.get(tree[at]) ?? []));
  return tree;
};

/**
 * Runs `npm run <script>`; resolves to its wall time (s) and its peak memory: the largest sum of
 * the resident memory of npm and every process it started (webpack, the prerender with its
 * worker threads, postbuild), sampled from /proc a few times a second. Threads share their
 * process's memory, so they count once; processes that run side by side are added up.
 */
const timed = (script, extraEnv = {}) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn('npm', ['run', script], {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    let peak = 0;
    const sample = () => {
      const sum = treeOf(child.pid).reduce((total, pid) => total + rssOf(pid), 0);
      peak = Math.max(peak, sum);
    };
    const sampler = setInterval(sample, 250);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`npm run ${script} failed (${code})`));
      resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, peakMb: peak / 1024 / 1024 });
    });
  });

const filesIn = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');

const loadBefore = load();
const build = process.env.BENCH_SCALE_SKIP_BUILD === '1' ? null : await timed('build');
const loadAfterBuild = load();

const files = filesIn(dist);
const sizes = files.map((file) => fs.statSync(file).size);
const pageSizes = files
  .filter(
    (file) => /^[a-z]{2}$/.test(path.relative(dist, file).split(path.sep)[0] ?? '') && file.endsWith('index.html'),
  )
  .map((file) => fs.statSync(file).size)
  .sort((a, b) => a - b);
const distBytes = sizes.reduce((sum, size) => sum + size, 0);

const readChanged = () =>
  fs
    .readFileSync(path.join(root, 'build', 'changed-files', `${distName}.txt`), 'utf8')
    .split('\n')
    .filter(Boolean);
// The same data again: nothing may change (docs/decisions.md, "Incremental prerender").
const same = await timed('prerender');
const sameChanged = readChanged();
const incremental = await timed('prerender', { MOCK_PRICE_CHANGE: `${changedProduct}:10` });
const changedList = readChanged();
const changedPages = changedList.filter((name) => name.endsWith('index.html'));
const ownPages = changedPages.filter((name) => name.endsWith(`/detail/${changedProduct}/index.html`));
// Back to the data of the build, if asked (BENCH_SCALE_RESTORE=1); else the next build does it.
if (process.env.BENCH_SCALE_RESTORE === '1') await timed('prerender');

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['products (MOCK_PRODUCTS)', products],
  [
    'cores / load average (1, 5, 15 min) before / after the build',
    `${os.availableParallelism()} / ${loadBefore} / ${loadAfterBuild}`,
  ],
  ['build: wall time (webpack + prerender + postbuild)', build ? `${build.seconds.toFixed(0)} s` : 'skipped'],
  ['build: peak memory (all its processes together)', build ? `${build.peakMb.toFixed(0)} MB` : 'skipped'],
  ['pages', String(pageSizes.length)],
  ['dist size (all files)', `${mb(distBytes)} in ${files.length} files`],
  [
    'page size: median / largest',
    `${kb(pageSizes[Math.floor(pageSizes.length / 2)] ?? 0)} / ${kb(pageSizes.at(-1) ?? 0)}`,
  ],
  [
    'npm run prerender again, same data: time / files changed',
    `${same.seconds.toFixed(0)} s, peak ${same.peakMb.toFixed(0)} MB / ${sameChanged.length}${sameChanged.length > 0 ? `: ${sameChanged.slice(0, 6).join(' ')}` : ''}`,
  ],
  [
    `incremental: product ${changedProduct} 10 % dearer, npm run prerender`,
    `${incremental.seconds.toFixed(0)} s, peak ${incremental.peakMb.toFixed(0)} MB`,
  ],
  [
    'incremental: files changed (to upload)',
    `${changedList.length}, of them ${changedPages.length} pages (${ownPages.length} of them the product's own); others: ${changedList
      .filter((name) => !name.endsWith('index.html'))
      .join(' ')}`,
  ],
];
const width = Math.max(...rows.map(([name]) => name.length));
process.stdout.write(`\nbench:scale (${new Date().toISOString()})\n`);
for (const [name, value] of rows) process.stdout.write(`${name.padEnd(width)}  ${value}\n`);
