// `npm run bench:scale`: what the build costs at a real chain's size (docs/performance.md,
// "A real chain's catalogue"). Not part of `npm test`: at 10,000 products it takes minutes.
//
//  1. `npm run build` with MOCK_PRODUCTS (default 10000) into BENCH_SCALE_DIST (default
//     dist-scale; the server bundle into build/prerender-scale), timed, its peak memory read by
//     /usr/bin/time -v (the largest process; the prerender's workers are threads of one);
//  2. counts the pages and sizes dist/ (all files, the median and the largest page);
//  3. `npm run prerender` again with MOCK_PRICE_CHANGE=<id>:10 (one product 10 % dearer), timed,
//     and reads build/changed-files/<dist>.txt: the files a deploy would upload;
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

/** Runs `npm run <script>` under /usr/bin/time -v; resolves to its wall time (s) and peak RSS (MB). */
const timed = (script, extraEnv = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-v', 'npm', 'run', script], {
      cwd: root,
      env: { ...env, ...extraEnv },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      // npm's and the tools' own messages still reach the terminal; time's report is parsed below.
      if (!String(chunk).includes('\t')) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`npm run ${script} failed (${code})`));
      const wall = /Elapsed \(wall clock\) time[^:]*: (?:(\d+):)?(\d+):([\d.]+)/.exec(stderr);
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      const seconds = wall ? Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]) : NaN;
      resolve({ seconds, peakMb: rss ? Number(rss[1]) / 1024 : NaN });
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

const incremental = await timed('prerender', { MOCK_PRICE_CHANGE: `${changedProduct}:10` });
const changedList = fs
  .readFileSync(path.join(root, 'build', 'changed-files', `${distName}.txt`), 'utf8')
  .split('\n')
  .filter(Boolean);
// Back to the data of the build, so the next run starts from the same state.
await timed('prerender');

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const rows = [
  ['products (MOCK_PRODUCTS)', products],
  [
    'cores / load average (1, 5, 15 min) before / after the build',
    `${os.availableParallelism()} / ${loadBefore} / ${loadAfterBuild}`,
  ],
  ['build: wall time (webpack + prerender + postbuild)', build ? `${build.seconds.toFixed(0)} s` : 'skipped'],
  ['build: peak memory (largest process)', build ? `${build.peakMb.toFixed(0)} MB` : 'skipped'],
  ['pages', String(pageSizes.length)],
  ['dist size (all files)', `${mb(distBytes)} in ${files.length} files`],
  [
    'page size: median / largest',
    `${kb(pageSizes[Math.floor(pageSizes.length / 2)] ?? 0)} / ${kb(pageSizes.at(-1) ?? 0)}`,
  ],
  [
    `incremental: product ${changedProduct} 10 % dearer, npm run prerender`,
    `${incremental.seconds.toFixed(0)} s, peak ${incremental.peakMb.toFixed(0)} MB`,
  ],
  [
    'incremental: files changed (to upload)',
    `${changedList.length}: ${changedList.slice(0, 8).join(' ')}${changedList.length > 8 ? ' …' : ''}`,
  ],
];
const width = Math.max(...rows.map(([name]) => name.length));
process.stdout.write(`\nbench:scale (${new Date().toISOString()})\n`);
for (const [name, value] of rows) process.stdout.write(`${name.padEnd(width)}  ${value}\n`);
