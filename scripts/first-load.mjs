// Quick first-load script count (docs/performance.md, "Running and reading the bench"): opens
// the bench's four pages in Chromium, unthrottled, and sums the gzip -9 bytes of every script
// loaded until the network is idle, like the bench's "first-load JS" but without Lighthouse.
// Usage: a build in DIST_DIR served by `npm run preview` (same DIST_DIR) at ORIGIN:
//   ORIGIN=http://localhost:4174 DIST_DIR=dist-bench node scripts/first-load.mjs
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const origin = process.env.ORIGIN ?? 'http://localhost:4174';
const dist = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist');
const CART = '[[1013,1],[1001,2],[1020,1]]';
const PAGES = [
  { label: 'main /sr/', path: '/sr/' },
  { label: 'catalogue /sr/catalog', path: '/sr/catalog' },
  { label: 'product /sr/detail/1013', path: '/sr/detail/1013' },
  { label: 'cart, 3 lines /sr/cart', path: '/sr/cart', cart: CART },
];

const gzipBytes = (url) => {
  const file = path.join(dist, decodeURIComponent(new URL(url).pathname));
  return fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
};

// Lazy chunks' files are named by id (docs/decisions.md, "Chunk file names"): the rows show the name too.
const manifestFile = path.join(dist, 'chunk-manifest.json');
const chunkNames = fs.existsSync(manifestFile)
  ? Object.fromEntries(
      Object.entries(JSON.parse(fs.readFileSync(manifestFile, 'utf8')).chunks ?? {}).flatMap(([name, files]) =>
        files.map((file) => [file, name]),
      ),
    )
  : {};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const pageDef of PAGES) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (pageDef.cart) await context.addInitScript((seed) => localStorage.setItem('aptkB', seed), pageDef.cart);
    const page = await context.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(origin))
        scripts.push(response.url());
    });
    await page.goto(`${origin}${pageDef.path}`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-app-ready]');
    await page.waitForLoadState('networkidle');
    const rows = [...new Set(scripts)].map((url) => ({
      name: [path.basename(new URL(url).pathname), chunkNames[path.basename(new URL(url).pathname)]]
        .filter(Boolean)
        .join(' '),
      bytes: gzipBytes(url),
    }));
    const total = rows.reduce((sum, row) => sum + row.bytes, 0);
    console.log(`${pageDef.label}: ${(total / 1024).toFixed(1)} KB gzip (${total} bytes)`);
    for (const row of rows.sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(row.bytes / 1024).toFixed(1).padStart(6)} KB  ${row.name}`);
    await context.close();
  }
} finally {
  await browser.close();
}
