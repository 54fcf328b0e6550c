// Build step after webpack: writes dist/<lang>/<path>/index.html for every public address
// (docs/decisions.md, "Prerendering"), on a pool of worker threads, one per core
// (docs/performance.md, "A real chain's catalogue"). The work is in the server bundle webpack built
// from src/app/prerender/entry.ts; this file plans, hands out batches and reports.
//   API_MOCK=true (default): the mock handlers answer inside each worker.
//   API_MOCK=false: PRERENDER_API_URL, else API_URL. Neither, or no answer: the build fails
//   with one `ERROR prerender:` line.
//   PRERENDER_WORKERS: threads (default: the cores node may use).
//   PRERENDER_RENDERED_AT: the render time (ISO 8601) instead of now; the shards of one build
//   share one (docs/decisions.md, "Prerender in shards").
// A step of scripts/build.mjs (`npm run build`, `npm run prerender`): it writes into the fresh
// folder DIST_STAGING_DIR, a copy of DIST_DIR, and rewrites only the pages whose content
// changed (docs/decisions.md, "Incremental prerender").
//   --shard i/n: only the pages of shard i of n (a stable share by address), then the folder
//   keeps only them and the shard's record (its digests and the pages it wrote);
//   --merge: the shards' pages of PRERENDER_SHARDS_DIR into DIST_STAGING_DIR, then the sitemap.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { parse as parseDotenv } from 'dotenv';
import { pendingOf, prerenderInputsFile } from './output-folder.mjs';
import { inShard, mergeShards, parseShard, writeShardRecord } from './prerender-shards.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distName = process.env.DIST_DIR || 'dist';
if (!process.env.DIST_STAGING_DIR) {
  process.stderr.write('prerender: run it through `npm run prerender` or `npm run build` (scripts/build.mjs)\n');
  process.exit(2);
}
const distDir = path.resolve(root, process.env.DIST_STAGING_DIR);
const bundle = path.resolve(
  root,
  process.env.PRERENDER_BUNDLE_DIR || path.join('build/prerender', distName),
  'server.cjs',
);

const readDotenv = (file) =>
  fs.existsSync(path.join(root, file)) ? parseDotenv(fs.readFileSync(path.join(root, file))) : {};
const dotenv = readDotenv('.env');
const setting = (name) => process.env[name] ?? dotenv[name] ?? '';

// React, RTK and react-router are required from node_modules: their production builds.
process.env.NODE_ENV = 'production';
const started = Date.now();
const server = createRequire(import.meta.url)(bundle);
const mocked = await server.startMockApi();
const apiBase = (setting('PRERENDER_API_URL') || setting('API_URL')).replace(/\/+$/, '');
const fetchBase = mocked ? 'http://mock.invalid' : apiBase || null;

// The public origin for canonical URLs and the sitemap; a local one only for builds that are
// never deployed (say so loudly).
const siteUrl = (setting('SITE_URL') || 'http://localhost:8080').replace(/\/+$/, '');
if (!setting('SITE_URL'))
  process.stdout.write(`WARNING prerender: SITE_URL is not set; canonical URLs and the sitemap use ${siteUrl}\n`);

// What every page is rendered with besides its data: the server bundle, the template and the
// chunk manifest. A page whose data, address and day are those of the last run, under the same
// build, is not rendered again (docs/decisions.md, "Incremental prerender"). The digests of the
// last run are kept beside the changed-files list, outside what is deployed.
const build = (() => {
  const hash = createHash('sha256').update(siteUrl);
  const bundleDir = path.dirname(bundle);
  for (const name of fs.readdirSync(bundleDir).sort())
    if (name.endsWith('.cjs') || name.endsWith('.json'))
      hash.update(name).update(fs.readFileSync(path.join(bundleDir, name)));
  for (const name of ['index.html', 'chunk-manifest.json']) hash.update(fs.readFileSync(path.join(distDir, name)));
  return hash.digest('base64url');
})();
const inputsFile = prerenderInputsFile(root, distName);
const readLastInputs = () => {
  try {
    const last = JSON.parse(fs.readFileSync(inputsFile, 'utf8'));
    return last && typeof last === 'object' && !Array.isArray(last) ? last : {};
  } catch {
    return {}; // none yet, or unreadable: every page is rendered
  }
};

// The last run's digests describe DIST_DIR, which this run does not touch; this run's go to a
// pending file that scripts/build.mjs renames in with the folder.
const lastInputs = readLastInputs();

const renderedAt = setting('PRERENDER_RENDERED_AT') ? new Date(setting('PRERENDER_RENDERED_AT')) : new Date();
if (Number.isNaN(renderedAt.getTime())) {
  process.stderr.write(`ERROR prerender: PRERENDER_RENDERED_AT is no date: ${setting('PRERENDER_RENDERED_AT')}\n`);
  process.exit(2);
}
const options = { distDir, fetchBase, siteUrl, renderedAt, build, lastInputs };
const shardArgument = process.argv.indexOf('--shard');
const shard = shardArgument < 0 ? null : parseShard(process.argv[shardArgument + 1]);

if (process.argv.includes('--merge')) {
  const merged = await mergeShards(server, { ...options, shardsDir: process.env.PRERENDER_SHARDS_DIR }).catch(
    (error) => {
      process.stderr.write(`ERROR ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
  fs.mkdirSync(path.dirname(inputsFile), { recursive: true });
  fs.writeFileSync(pendingOf(inputsFile), JSON.stringify(merged.inputs));
  process.stdout.write(
    `prerender: merged ${merged.shards} shards, ${merged.pages} pages (${merged.written} written by them); ` +
      `sitemap: index + ${merged.site.sitemapFiles} files, ${merged.site.sitemapUrls} URLs\n`,
  );
  process.exit(0);
}

const plan = await server.planPrerender(options);
if (plan.kind === 'no-api') {
  process.stderr.write(`ERROR prerender: ${plan.reason}; a production build needs its API to prerender from\n`);
  process.exit(1);
}
if (shard !== null) plan.jobs = plan.jobs.filter((job) => inShard(job, shard));

const workerCount = Math.max(
  1,
  Math.min(Number(process.env.PRERENDER_WORKERS) || os.availableParallelism(), Math.ceil(plan.jobs.length / 50)),
);

// Batches of one language (renderPage's locale is module state), small enough to keep every
// worker busy to the end.
const BATCH = 40;
const batches = [];
for (let at = 0; at < plan.jobs.length;) {
  const locale = plan.jobs[at].locale;
  const paths = [];
  while (at < plan.jobs.length && plan.jobs[at].locale === locale && paths.length < BATCH) {
    paths.push(plan.jobs[at].path);
    at += 1;
  }
  batches.push({ locale, paths });
}

const total = plan.jobs.length;
const counts = { written: 0, unchanged: 0, skipped: 0 };
let notRendered = 0;
const inputs = {};
/** The pages this run wrote or found unchanged: any other page file is removed. */
const confirmed = [];
/** The pages this run wrote: a shard's record names them. */
const written = [];
const skipped = [...plan.rejected];
const renderStarted = Date.now();
const formatDuration = (seconds) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : `${Math.round(seconds)} s`;

// Progress: one line that redraws itself on a terminal, a line every 10 s in a log.
const tty = process.stdout.isTTY;
// The first line comes after five seconds of rendering, when the rate means something.
let lastShown = 0;
const showProgress = (force = false) => {
  const now = Date.now();
  if (!force && (now - lastShown < (tty ? 250 : 10_000) || now - renderStarted < 5_000)) return;
  lastShown = now;
  const done = counts.written + counts.unchanged + counts.skipped;
  const seconds = (now - renderStarted) / 1000;
  const rate = done / Math.max(seconds, 0.001);
  const left = rate > 0 ? formatDuration((total - done) / rate) : '?';
  const line = `prerender: ${done}/${total} pages (${((100 * done) / total).toFixed(1)} %), ${rate.toFixed(1)} pages/s, about ${left} left`;
  process.stdout.write(tty ? `\r${line}\u001b[K` : `${line}\n`);
};

const runWorker = () =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./prerender-worker.mjs', import.meta.url), {
      // A page makes many short-lived objects; with the default young generation the collector
      // ran about 10 % of a worker's time. 64 MB: 9 % less CPU a page for 11 MB more memory
      // (docs/performance.md, "A real chain's catalogue").
      resourceLimits: { maxYoungGenerationSizeMb: 64 },
      workerData: { bundle, options: { ...options, renderedAt: options.renderedAt.toISOString() } },
    });
    const next = () => {
      const batch = batches.shift();
      if (batch) worker.postMessage(batch);
      else void worker.terminate().then(resolve, reject);
    };
    worker.on('message', (message) => {
      if (message.type === 'ready' || message.type === 'batch-done') next();
      else if (message.type === 'page') {
        counts[message.outcome.kind] += 1;
        if (message.outcome.inputs) inputs[`${message.outcome.locale}${message.outcome.path}`] = message.outcome.inputs;
        if (message.outcome.rendered === false) notRendered += 1;
        if (message.outcome.kind === 'skipped')
          skipped.push(`/${message.outcome.locale}${message.outcome.path} (${message.outcome.status})`);
        else confirmed.push({ locale: message.outcome.locale, path: message.outcome.path });
        if (message.outcome.kind === 'written')
          written.push({ locale: message.outcome.locale, path: message.outcome.path });
        showProgress();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0 && code !== 1) reject(new Error(`prerender worker exited with ${code}`));
    });
  });

await Promise.all(Array.from({ length: workerCount }, runWorker));
showProgress(true);
if (tty) process.stdout.write('\n');

if (shard !== null) {
  writeShardRecord(server, { ...options, shard, addresses: plan.addresses, confirmed, written, inputs });
  process.stdout.write(
    `prerender: shard ${shard.index}/${shard.count}: ${total} pages (${counts.written} written, ` +
      `${counts.unchanged} unchanged, ${counts.skipped} skipped) in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
      `on ${workerCount} workers\n`,
  );
  process.exit(0);
}
const site = await server.finishSite(options, plan.addresses, confirmed);
fs.mkdirSync(path.dirname(inputsFile), { recursive: true });
fs.writeFileSync(pendingOf(inputsFile), JSON.stringify(inputs));
if (skipped.length > 0)
  process.stdout.write(`prerender: skipped ${skipped.length}: ${skipped.slice(0, 5).join(', ')}\n`);
if (site.removed.length > 0)
  process.stdout.write(`prerender: removed ${site.removed.length} pages of gone or skipped addresses\n`);
const seconds = (Date.now() - started) / 1000;
process.stdout.write(
  `prerender: ${total} pages (${counts.written} written, ${counts.unchanged} unchanged, ${counts.skipped} skipped; ` +
    `${notRendered} not rendered again: same inputs) ` +
    `in ${seconds.toFixed(1)} s, ${(total / ((Date.now() - renderStarted) / 1000)).toFixed(1)} pages/s on ${workerCount} workers; ` +
    `sitemap: index + ${site.sitemapFiles} files, ${site.sitemapUrls} URLs, ${site.written.length} files rewritten\n`,
);
// msw keeps no handles open, but a stray keep-alive socket must not hold the build.
process.exit(0);
