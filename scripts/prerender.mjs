// Build step after webpack: writes dist/<lang>/<path>/index.html for every public address
// (docs/decisions.md, "Prerendering"). The work is in the server bundle webpack built from
// src/app/prerender/entry.ts; this file only chooses where the data comes from.
//   API_MOCK=true (default): the mock handlers answer inside this process.
//   API_MOCK=false: PRERENDER_API_URL, else API_URL. Neither, or no answer: language shells
//   only, with one warning line; the build still succeeds.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parse as parseDotenv } from 'dotenv';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, process.env.DIST_DIR || 'dist');
const bundle = path.join(root, process.env.PRERENDER_BUNDLE_DIR || 'build/prerender', 'server.cjs');

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

const report = await server.prerenderSite({
  distDir,
  fetchBase,
  siteUrl,
  renderedAt: new Date(),
  log: (line) => process.stdout.write(`${line}\n`),
});
if (report.warning) process.stdout.write(`WARNING prerender: ${report.warning}\n`);
if (report.skipped.length > 0)
  process.stdout.write(`prerender: skipped ${report.skipped.length}: ${report.skipped.slice(0, 5).join(', ')}\n`);
process.stdout.write(`prerender: ${report.pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
// msw keeps no handles open, but a stray keep-alive socket must not hold the build.
process.exit(0);
