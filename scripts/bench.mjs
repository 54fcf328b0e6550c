// `npm run bench`: how fast the PRODUCTION build is on one low-end phone, whatever the host,
// served the way it will be served (docs/performance.md explains every figure). Not part of
// `npm test`.
//
//  1. starts the preview server (scripts/preview.ts: static files + the mock API on one origin)
//     on a free port, before the build, so that a prerender step can fetch its data from it;
//  2. builds with `npm run build` (API_MOCK=false, the dev API_SECRET of .env.example, API_URL
//     empty = same origin, PRERENDER_API_URL=http://127.0.0.1:<port>) into BENCH_DIST_DIR
//     (default dist-bench, so the mock build in dist/ that the e2e tests use stays as it is);
//  3. calibrates before every run: Lighthouse's own benchmark, run in the browser that is about
//     to measure, gives the host's benchmarkIndex, and the CPU is slowed by benchmarkIndex / 400
//     (at least 1), so every host measures the same phone, one with a benchmark score of 400
//     (docs/performance.md, "The phone"); a run whose host changed speed meanwhile is made again;
//     Lighthouse's simulation applies that slowdown to the main thread's own time, not to the
//     time it waited for one of the host's two cores (`mainThreadShare`);
//  4. runs Lighthouse 12 with its mobile settings (simulated throttling: that CPU, slow 4G; Moto
//     G Power screen) on /sr/, /sr/catalog, /sr/detail/1013 and /sr/cart (three lines in
//     `aptkB`, with the products the app kept on an earlier visit), and on each page's static twin (the same HTML and CSS with every script
//     blocked), BENCH_RUNS times each (default 3), and keeps the median of every figure;
//     then opens that cart on the calibrated phone and times its lines from the app's start
//     (`aptk:app-start`, src/app/start.tsx); the cart's LCP has no budget against its twin;
//  5. taps as a shopper who does not wait: "open the filter panel" on the catalogue and "add to
//     cart" on a product page, each as soon as the control is visible after the navigation;
//  6. taps through a visit to the catalogue once it is ready (filter panel, filter, sort, page
//     2, add to cart, stepper +) in Chromium on a phone screen with the CPU throttled by the
//     same calibration (CDP Emulation.setCPUThrottlingRate), BENCH_RUNS times, and keeps the median
//     of each tap's interaction to next paint (Event Timing `duration`, as the web's INP
//     measures it: the longest event of the interaction) and, for information, of its longest
//     main-thread task (from a Chromium trace);
//  7. prints one table and, for each tap over its budget, why (its input delay, processing and
//     presentation, the hydration part it was aimed at and what its pointerdown took), checks
//     the budgets, writes bench-results/ (gitignored) and exits 1 when a budget is missed.
//
// Options (env): BENCH_RUNS (3), BENCH_DIST_DIR (dist-bench), BENCH_SKIP_BUILD=1 (measure the
// build already in BENCH_DIST_DIR: quicker while iterating; the build budget is then not checked),
// BENCH_ONLY=lighthouse|interactions (one half while iterating; the other half's budgets are
// then not checked and the run cannot pass).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { chromium } from '@playwright/test';
import * as ChromeLauncher from 'chrome-launcher';
import { parse as parseDotenv } from 'dotenv';
import lighthouse from 'lighthouse';
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';

import { sourceMapDir } from './postbuild.mjs';

const root = path.resolve(import.meta.dirname, '..');
const CHROME = '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const distName = process.env.BENCH_DIST_DIR || 'dist-bench';
const dist = path.join(root, distName);
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
const only = process.env.BENCH_ONLY ?? '';
if (!['', 'lighthouse', 'interactions'].includes(only))
  throw new Error(`BENCH_ONLY is "${only}": it takes lighthouse or interactions`);
const resultsDir = path.join(root, 'bench-results');
const KB = 1024;

/** Three lines of products that exist in the mock dataset (contract 3: `aptkB`). */
const CART = '[[1013,1],[1001,2],[1020,1]]';
const PAGES = [
  { id: 'main', label: 'main page', path: '/sr/' },
  { id: 'catalog', label: 'catalogue', path: '/sr/catalog' },
  { id: 'product', label: 'product 1013', path: '/sr/detail/1013' },
  { id: 'cart', label: 'cart, 3 lines', path: '/sr/cart', cart: CART },
];

/** The phone every figure is measured on: Lighthouse's benchmarkIndex of a low-end Android. */
const PHONE_BENCHMARK_INDEX = 400;
/** A run is kept when the host's index after it is within this ratio of the one it was calibrated with. */
const HOST_DRIFT = 1.25;
const ATTEMPTS = 3;

/**
 * The host's speed right now, in the browser that is about to measure: Lighthouse's own
 * benchmark (about a second each), repeated until two readings agree, and the CPU slowdown that
 * makes it the phone. A browser that has just started reads half its speed for two or three
 * seconds (its own start-up competes for the cores), and a shared host's speed moves within
 * minutes: one figure per bench, or a reading at launch, measured another phone on every run.
 */
async function calibrate(page) {
  let hostIndex = await page.evaluate(pageFunctions.computeBenchmarkIndex);
  for (let reading = 2; reading <= 8; reading += 1) {
    const next = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    const settled = Math.abs(next / hostIndex - 1) < 0.1;
    hostIndex = next;
    if (settled) break;
  }
  return { hostIndex, factor: Math.max(1, hostIndex / PHONE_BENCHMARK_INDEX) };
}

const drifted = (before, after) => after > before * HOST_DRIFT || after < before / HOST_DRIFT;

/**
 * Runs `measure` until the host's speed after it agrees with the speed it was calibrated for
 * (at most ATTEMPTS times; the last attempt is kept either way, and says so).
 */
async function steadily(what, measure) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await measure();
    const { before, after } = result.host;
    if (!drifted(before, after)) return result;
    const note = `${what}: the host's index went from ${Math.round(before)} to ${Math.round(after)} during the run`;
    if (attempt === ATTEMPTS) {
      log(`${note}; kept after ${ATTEMPTS} attempts`);
      return result;
    }
    log(`${note}; measured again`);
  }
}

/** The owner's budgets on that phone (docs/performance.md, "Budgets"). */
const BUDGET = {
  performance: 95,
  seo: 100,
  tbtMs: 150,
  cls: 0.01,
  firstLoadJsKb: 190,
  buildSeconds: 180,
  /** Interaction to next paint of a tap on a ready page. */
  inpMs: 100,
  /** ... and of a tap made as soon as the control is visible, before the app is ready. */
  earlyInpMs: 200,
  /** LCP over the static twin's LCP: the main page, catalogue and product page (not the cart). */
  lcpOverTwin: 1.25,
};

const devSecret = parseDotenv(fs.readFileSync(path.join(root, '.env.example'))).API_SECRET ?? '';

const log = (line) => process.stdout.write(`${line}\n`);
const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ------------------------------------------------------------------ preview server
function startPreview() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/preview.ts')], {
      cwd: root,
      env: { ...process.env, PORT: '0', DIST_DIR: distName, API_SECRET: devSecret, MOCK_LOG: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      const match = /http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve({ child, port: Number(match[1]), origin: `http://localhost:${match[1]}` });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => process.stderr.write(chunk));
    child.on('exit', (code) => reject(new Error(`the preview server stopped (code ${code}):\n${output}`)));
  });
}

// ------------------------------------------------------------------ build
function build(port) {
  const logFile = path.join(resultsDir, 'build.log');
  const out = fs.openSync(logFile, 'w');
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: root,
      env: {
        ...process.env,
        API_MOCK: 'false',
        API_SECRET: devSecret,
        // A test build for the mock server: the dev key is allowed on purpose (webpack.config.ts).
        ALLOW_DEV_SIGNING_KEY: 'true',
        API_URL: '',
        DIST_DIR: distName,
        PRERENDER_API_URL: `http://127.0.0.1:${port}`,
      },
      stdio: ['ignore', out, out],
    });
    child.on('exit', (code) => {
      fs.closeSync(out);
      const seconds = (Date.now() - started) / 1000;
      if (code === 0) resolve(seconds);
      else
        reject(
          new Error(
            `npm run build failed (code ${code}); see ${path.relative(root, logFile)}:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`,
          ),
        );
    });
  });
}

function distStats() {
  let files = 0;
  let bytes = 0;
  let compressedBytes = 0;
  let mapBytes = 0;
  const walk = (dir, visit) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, visit);
      else visit(entry.name, fs.statSync(full).size);
    }
  };
  walk(dist, (name, size) => {
    files += 1;
    bytes += size;
    if (/\.(br|gz)$/.test(name)) compressedBytes += size;
  });
  // The build moves its source maps out of the served folder (scripts/postbuild.mjs).
  if (fs.existsSync(sourceMapDir(distName))) walk(sourceMapDir(distName), (name, size) => (mapBytes += size));
  return { files, bytes, compressedBytes, mapBytes };
}

// ------------------------------------------------------------------ Lighthouse
const gzipCache = new Map();
/** gzip -9 bytes of a file Lighthouse loaded from our origin (else its transfer size). */
function gzipBytes(url, origin, transferSize) {
  if (!url.startsWith(origin)) return transferSize ?? 0;
  const file = path.join(dist, decodeURIComponent(new URL(url).pathname));
  if (!file.startsWith(dist + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile())
    return transferSize ?? 0;
  if (!gzipCache.has(file)) gzipCache.set(file, zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/**
 * The share of its wall time the page's main thread ran while it loaded: its tasks' thread time
 * over their wall time. On this two-core host the renderer's main thread waits for a core almost
 * as long as it runs (its run-queue wait in /proc/<pid>/task/<tid>/schedstat); a phone's main
 * thread has a core of its own while the browser's other processes use the others. Lighthouse's
 * simulation multiplies the task times it observed, so the host's contention was multiplied with
 * the slowdown (docs/performance.md, "The phone").
 */
function mainThreadShare(traceEvents) {
  const renderers = new Set(
    traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const threads = new Map();
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !e.dur || e.tdur == null) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!renderers.has(key)) continue;
    const thread = threads.get(key) ?? { wall: 0, own: 0 };
    thread.wall += e.dur;
    thread.own += e.tdur;
    threads.set(key, thread);
  }
  // The page's renderer is the one that worked the longest (about:blank's did almost nothing).
  const page = [...threads.values()].sort((a, b) => b.wall - a.wall)[0];
  if (!page) throw new Error('the trace has no main-thread tasks with thread times');
  return Math.min(1, page.own / page.wall);
}

/**
 * One Lighthouse run on the calibrated phone. `twin`: every script file blocked, so the page is its
 * prerendered HTML and CSS alone, the yardstick of its LCP. Gathered once, then audited again
 * from the saved artifacts with the slowdown applied to the main thread's own time
 * (`mainThreadShare`); Lighthouse refuses other settings for saved artifacts, so the saved ones
 * are changed with it.
 */
async function lighthouseRun(pageDef, origin, { twin = false } = {}) {
  const chrome = await ChromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const { hostIndex, factor } = await calibrate(page);
    if (pageDef.storage) {
      // Lighthouse clears the origin's storage before it loads the page (its default, kept);
      // this puts the cart back at the start of the document, before the app reads it.
      await page.evaluateOnNewDocument(
        (seed, pathname) => {
          try {
            if (location.pathname === pathname)
              for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
          } catch {
            // about:blank has no storage
          }
        },
        pageDef.storage,
        pageDef.path,
      );
    }
    const saved = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
    const flags = (cpuSlowdownMultiplier) => ({
      output: 'json',
      logLevel: 'error',
      throttling: { ...LIGHTHOUSE_THROTTLING.mobileSlow4G, cpuSlowdownMultiplier },
      ...(twin ? { blockedUrlPatterns: ['*.js'] } : {}),
    });
    try {
      const gathered = await lighthouse(
        `${origin}${pageDef.path}`,
        { ...flags(factor), port: chrome.port, gatherMode: saved, auditMode: saved },
        undefined,
        page,
      );
      // Lighthouse simulates the phone (it does not slow the browser): the host's speed after the run.
      const after = (await calibrate(page)).hostIndex;
      await browser.disconnect();
      const share = mainThreadShare(gathered.artifacts.Trace.traceEvents);
      const artifactsFile = path.join(saved, 'artifacts.json');
      const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8'));
      artifacts.settings.throttling.cpuSlowdownMultiplier = factor * share;
      fs.writeFileSync(artifactsFile, JSON.stringify(artifacts));
      const audited = await lighthouse(`${origin}${pageDef.path}`, { ...flags(factor * share), auditMode: saved });
      return Object.assign(audited.lhr, { host: { before: hostIndex, after, factor, share } });
    } finally {
      fs.rmSync(saved, { recursive: true, force: true });
    }
  } finally {
    chrome.kill();
  }
}

function figures(lhr, origin, pageDef) {
  const audit = (id) => lhr.audits[id];
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const longTasks = audit('long-tasks')?.details?.items ?? [];
  const requests = audit('network-requests')?.details?.items ?? [];
  const sum = (type) =>
    requests
      .filter((r) => r.resourceType === type && (r.statusCode ?? 200) < 400)
      .reduce((s, r) => s + gzipBytes(r.url, origin, r.transferSize), 0);
  const cartCall = requests.find((r) => r.url.includes('/site/v1/cart/items'));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: audit('first-contentful-paint')?.numericValue ?? null,
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? null,
    tbtMs: audit('total-blocking-time')?.numericValue ?? null,
    cls: audit('cumulative-layout-shift')?.numericValue ?? null,
    speedIndexMs: audit('speed-index')?.numericValue ?? null,
    // Lighthouse lists only long tasks (simulated on the phone); none listed = no long task.
    longestTaskMs: longTasks.length ? Math.max(...longTasks.map((t) => t.duration)) : 0,
    jsGzip: sum('Script'),
    cssGzip: sum('Stylesheet'),
    requests: requests.length,
    runtimeError: lhr.runtimeError?.message ?? null,
    runWarnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: Object.fromEntries(
      ['seo', 'accessibility', 'best-practices'].map((cat) => [
        cat,
        (lhr.categories[cat]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < 1)
          .map((ref) => ref.id),
      ]),
    ),
    cartSeeded: pageDef.cart ? Boolean(cartCall && /%5B%7B%22id%22%3A1013/.test(cartCall.url)) : undefined,
  };
}

/**
 * What a returning shopper's browser holds for the cart: its lines (`aptkB`) and the products
 * the app kept from its last answer to draw them at once (`aptk_cart_products`, docs/behaviour.md
 * §5). Written by the app itself, on a visit to the cart before the measured runs.
 */
async function returningShopperCart(origin) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.addInitScript((lines) => {
      if (location.pathname.endsWith('/cart') && !localStorage.getItem('aptkB')) localStorage.setItem('aptkB', lines);
    }, CART);
    await page.goto(`${origin}/sr/cart`);
    await page.waitForFunction(() => localStorage.getItem('aptk_cart_products') !== null, null, { timeout: 60_000 });
    return await page.evaluate(() => ({
      aptkB: localStorage.getItem('aptkB'),
      aptk_cart_products: localStorage.getItem('aptk_cart_products'),
    }));
  } finally {
    await browser.close();
  }
}

/**
 * The cart's lines after the app's start, on the calibrated phone: a returning shopper's cart
 * (`storage`) opened, and the time from the app's `aptk:app-start` mark (src/app/start.tsx) to
 * the frame after its lines' heading is in the page (docs/decisions.md, "The cart from what is
 * stored").
 */
async function cartLinesAfterStart(origin, storage) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { page, host } = await phonePage(browser);
    await page.addInitScript((seed) => {
      if (!location.pathname.endsWith('/cart')) return;
      for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
      new MutationObserver((_changes, observer) => {
        if (!document.getElementById('cart-lines-title')) return;
        observer.disconnect();
        requestAnimationFrame(() => (window.__linesDrawnAt = performance.now()));
      }).observe(document, { childList: true, subtree: true });
    }, storage);
    await page.goto(`${origin}/sr/cart`);
    await page.waitForFunction(() => window.__linesDrawnAt !== undefined, null, { polling: 50, timeout: 30_000 });
    const linesMs = await page.evaluate(
      () => window.__linesDrawnAt - (performance.getEntriesByName('aptk:app-start')[0]?.startTime ?? NaN),
    );
    if (!Number.isFinite(linesMs)) throw new Error('the cart: no aptk:app-start mark');
    return { linesMs, host: await hostAfter(page, host) };
  } finally {
    await browser.close();
  }
}

// ------------------------------------------------------------------ interactions
/**
 * A step's interaction to next paint from its Event Timing entries: the longest entry (a tap's
 * pointerup or click usually; all of one interaction share its `interactionId`), split as
 * web-vitals' attribution splits it. 0 when no entry reached the API's floor.
 */
function inpOf(entries) {
  const longest = entries.reduce((a, e) => (a && a.duration >= e.duration ? a : e), null);
  if (!longest) return { inpMs: 0, interactions: 0 };
  // The interaction's first event (a tap's pointerdown, a key's keydown): where React hydrates a
  // part the tap is aimed at, when it is not hydrated yet (docs/decisions.md, "Hydration by parts").
  const first = entries
    .filter((e) => e.interactionId === longest.interactionId)
    .reduce((a, e) => (a && a.startTime <= e.startTime ? a : e), null);
  return {
    inpMs: longest.duration,
    interactions: new Set(entries.map((e) => e.interactionId)).size,
    inpEvent: longest.name,
    firstEvent: first.name,
    firstProcessingMs: first.processingEnd - first.processingStart,
    inputDelayMs: longest.processingStart - longest.startTime,
    processingMs: longest.processingEnd - longest.processingStart,
    presentationMs: longest.startTime + longest.duration - longest.processingEnd,
  };
}

/**
 * A page on Lighthouse's mobile screen (Moto G Power) with the calibrated CPU, which records
 * every interaction's Event Timing entries in `window.__bench`.
 */
async function phonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'sr-Latn-RS',
  });
  // Interaction to next paint as the web measures it (web-vitals' INP): the Event Timing API's
  // entries of an interaction (pointerdown, pointerup and click of a tap; keydown and keyup of
  // a key) from the tap until the next frame is presented; the interaction's figure is its
  // longest entry. Entries under `durationThreshold` are not reported (the API's floor). Trusted
  // input events are counted too, so that a step whose input the browser does not count as an
  // interaction (a script's synthetic event) fails instead of passing with no entry.
  await context.addInitScript(() => {
    const bench = { entries: [], trusted: 0 };
    Object.defineProperty(window, '__bench', { value: bench });
    for (const type of ['pointerdown', 'keydown'])
      addEventListener(type, (event) => event.isTrusted && (bench.trusted += 1), { capture: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.interactionId)
          bench.entries.push({
            interactionId: e.interactionId,
            name: e.name,
            startTime: e.startTime,
            duration: e.duration,
            processingStart: e.processingStart,
            processingEnd: e.processingEnd,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  const page = await context.newPage();
  const host = await calibrate(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: host.factor });
  return { page, host };
}

/**
 * In the page: the hydration part (a `<Suspense>` boundary of the HTML, docs/decisions.md,
 * "Hydration by parts") that holds the control at a point, or the focused one, named by its
 * first element and the start of its text, and whether React had hydrated it (a hydrated
 * element carries React's fiber).
 */
function hydrationPartAt(point) {
  const control = point ? document.elementFromPoint(point.x, point.y) : document.activeElement;
  if (!control) return null;
  // A production build's class names are hashes: the part's tag and the start of its text.
  const nameOf = (element) =>
    `<${element.tagName.toLowerCase()}> "${(element.innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
  const hydrated = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  for (let node = control; node && node !== document.body; node = node.parentNode) {
    let depth = 0;
    for (let sibling = node.previousSibling; sibling; sibling = sibling.previousSibling) {
      if (sibling.nodeType !== Node.COMMENT_NODE) continue;
      if (sibling.data === '/$') depth += 1;
      else if (sibling.data.startsWith('$')) {
        if (depth === 0) {
          let first = sibling.nextSibling;
          while (first && first.nodeType !== Node.ELEMENT_NODE) first = first.nextSibling;
          const element = first ?? node;
          return { name: nameOf(element), hydrated: hydrated(element) };
        }
        depth -= 1;
      }
    }
  }
  return { name: 'the shell', hydrated: hydrated(control) };
}

/** The host's index after a phone page's run, without the slowdown (the benchmark is CPU work). */
async function hostAfter(page, host) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const { hostIndex } = await calibrate(page);
  return { before: host.hostIndex, after: hostIndex, factor: host.factor };
}

/** Interaction to next paint of the interactions recorded since `time`; throws when no tap reached the page. */
const inpSince = async (page, time, trustedBefore, stepId) => {
  const seen = await page.evaluate(
    (since) => ({
      entries: window.__bench.entries.filter((e) => e.startTime >= since),
      trusted: window.__bench.trusted,
    }),
    time,
  );
  if (seen.trusted === trustedBefore) throw new Error(`${stepId}: no trusted input event reached the page`);
  return inpOf(seen.entries);
};

/**
 * A shopper taps what they see: each control is tapped as soon as it is visible after the
 * navigation, whether or not the app is ready, and its answer must come (a tap the page
 * swallowed times out here). In Serbian, as the Lighthouse pages.
 */
const EARLY_TAPS = [
  {
    id: 'early-open-filters',
    label: 'open the filter panel, catalogue',
    path: '/sr/catalog',
    target: (page) => page.getByRole('main').getByRole('button', { name: /^Filteri/ }),
    done: (page) =>
      page.waitForFunction(
        () => document.querySelector('main [aria-controls][aria-expanded]')?.getAttribute('aria-expanded') === 'true',
        undefined,
        { polling: 50, timeout: 30_000 },
      ),
  },
  {
    id: 'early-add-to-cart',
    label: 'add to cart, product 1013',
    path: '/sr/detail/1013',
    target: (page) => page.getByRole('main').getByRole('button', { name: 'U korpu' }).first(),
    done: (page) =>
      page.waitForFunction(
        () =>
          [...document.querySelectorAll('main button[aria-label]')].some((b) =>
            /^Još jedan/.test(b.getAttribute('aria-label') ?? ''),
          ),
        undefined,
        { polling: 50, timeout: 30_000 },
      ),
  },
];

/** One early tap in a browser of its own, on the phone calibrated as it starts. */
async function earlyTap(origin, tap) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { page, host } = await phonePage(browser);
    await page.goto(`${origin}${tap.path}`, { waitUntil: 'commit' });
    const target = tap.target(page);
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    // Below the fold (the product page's button on a phone), the shopper scrolls to it first:
    // a tap at its place outside the screen would reach nothing.
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${tap.id}: the control is not on the screen`);
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    if (hit === null) throw new Error(`${tap.id}: something covers the control where it would be tapped`);
    const readyAtTap = await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'));
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const part = await page.evaluate(hydrationPartAt, point);
    await page.touchscreen.tap(point.x, point.y);
    await tap.done(page).catch(() => {
      throw new Error(`${tap.id}: the tap was not answered within 30 s (a swallowed press)`);
    });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const inp = await inpSince(page, 0, 0, tap.id);
    return { id: tap.id, label: tap.label, readyAtTap, part, ...inp, host: await hostAfter(page, host) };
  } finally {
    await browser.close();
  }
}

async function earlyTaps(origin) {
  const results = [];
  for (const tap of EARLY_TAPS) results.push(await steadily(`early tap ${tap.id}`, () => earlyTap(origin, tap)));
  return results;
}

/** Interactions on the catalogue once it is ready, in Serbian as the Lighthouse pages (labels from i18n/sr.json). */
async function interactionTrace(origin, run) {
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const { page, host } = await phonePage(browser);

    let inFlight = 0;
    let lastActivity = Date.now();
    const touch = (delta) => {
      inFlight += delta;
      lastActivity = Date.now();
    };
    page.on('request', () => touch(1));
    page.on('requestfinished', () => touch(-1));
    page.on('requestfailed', () => touch(-1));
    /** Network quiet for a second (the cart reprices once the taps settle), then two frames. */
    const quiet = async () => {
      const deadline = Date.now() + 30_000;
      while (!(inFlight <= 0 && Date.now() - lastActivity >= 1000)) {
        if (Date.now() > deadline) throw new Error('the catalogue did not settle within 30 s');
        await new Promise((r) => setTimeout(r, 100));
      }
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    };
    const main = page.getByRole('main');
    const cards = main.getByRole('article');

    await page.goto(`${origin}/sr/catalog`);
    await cards.first().waitFor({ timeout: 30_000 });
    await quiet();

    // Each step finds its target first (Playwright's locators, scrolling, actionability checks),
    // outside the measured window: those checks force style and layout again and again in the
    // page's main thread and would be counted as the app's tasks. Inside the window there is
    // only the tap at the target's centre, the app's answer, and cheap DOM checks for the end.
    const centre = async (locator) => {
      await locator.scrollIntoViewIfNeeded();
      await quiet();
      const box = await locator.boundingBox();
      if (!box) throw new Error('the target is not on the screen');
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const until = (predicate, arg) => page.waitForFunction(predicate, arg, { polling: 50, timeout: 30_000 });
    const notBusy = () => until(() => !document.querySelector('main ul[aria-busy="true"]'));
    const panelOpen = (open) =>
      until(
        (want) =>
          document.querySelector('main [aria-controls][aria-expanded]')?.getAttribute('aria-expanded') === String(want),
        open,
      );

    let productName = '';
    const steps = [
      {
        id: 'open-filters',
        label: 'open the filter panel',
        target: () => centre(page.getByRole('button', { name: /^Filteri/ })),
        run: async ({ x, y }) => {
          await page.touchscreen.tap(x, y);
          await panelOpen(true);
        },
      },
      {
        id: 'filter',
        label: 'pick a filter (Bez recepta)',
        target: () => centre(page.locator('label').filter({ has: page.getByRole('radio', { name: 'Bez recepta' }) })),
        run: async ({ x, y }) => {
          await page.touchscreen.tap(x, y);
          await page.waitForURL(/[?&]rx=0/);
          await notBusy();
        },
      },
      {
        id: 'close-filters',
        label: 'close the panel (Prikaži … proizvoda)',
        target: () => centre(page.getByRole('button', { name: /^Prikaži \d+ proizvod/ })),
        run: async ({ x, y }) => {
          await page.touchscreen.tap(x, y);
          await panelOpen(false);
        },
      },
      {
        id: 'sort',
        label: 'sort by price',
        // A phone picks from the system's list and the page sees the select's change event; here
        // the focused select gets ArrowDown, whose trusted keydown changes it (a script's
        // `dispatchEvent` is no interaction to the browser, and INP would not see it).
        target: async () => {
          const select = page.getByRole('combobox', { name: 'Redosled' });
          const next = await select.evaluate((element) => element.options[element.selectedIndex + 1]?.value);
          if (next !== 'price_asc') throw new Error(`the option after the current order is ${next}, not price_asc`);
          await select.focus();
          return {};
        },
        run: async () => {
          await page.keyboard.press('ArrowDown');
          await page.waitForURL(/sort=price_asc/);
          await notBusy();
        },
      },
      {
        id: 'page-2',
        label: 'go to page 2',
        target: () => centre(page.getByRole('navigation', { name: 'Strane' }).getByRole('link', { name: 'Strana 2' })),
        run: async ({ x, y }) => {
          await page.touchscreen.tap(x, y);
          await page.waitForURL(/page=2/);
          await until(
            () =>
              document.querySelector('nav[aria-label="Strane"] [aria-current="page"] [aria-hidden="true"]')
                ?.textContent === '2',
          );
          await notBusy();
        },
      },
      {
        id: 'add-to-cart',
        label: 'add to cart',
        target: async () => {
          const card = cards.filter({ has: page.getByRole('button', { name: 'U korpu', disabled: false }) }).first();
          productName = ((await card.getByRole('heading').textContent()) ?? '').trim();
          return centre(card.getByRole('button', { name: 'U korpu' }));
        },
        run: async ({ x, y }) => {
          await page.touchscreen.tap(x, y);
          await until(
            (label) =>
              [...document.querySelectorAll('main button[aria-label]')].some(
                (b) => b.getAttribute('aria-label') === label,
              ),
            `Još jedan: ${productName}`,
          );
        },
      },
      {
        id: 'stepper-plus',
        label: 'quantity stepper +',
        target: () => centre(page.getByRole('button', { name: `Još jedan: ${productName}` })),
        run: async ({ x, y }) => {
          await page.touchscreen.tap(x, y);
          await until(() =>
            [...document.querySelectorAll('main .visually-hidden')].some((e) => e.textContent === 'U korpi: 2 kom.'),
          );
        },
      },
    ];

    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
    });
    const inp = new Map();
    const parts = new Map();
    for (const step of steps) {
      const target = await step.target();
      await quiet();
      parts.set(step.id, await page.evaluate(hydrationPartAt, 'x' in target ? target : null));
      const since = await page.evaluate((name) => {
        performance.mark(`bench:${name}:start`);
        return { time: performance.now(), trusted: window.__bench.trusted };
      }, step.id);
      await step.run(target).catch((error) => {
        throw new Error(`${step.id}: ${error instanceof Error ? error.message : error}`);
      });
      await quiet();
      await page.evaluate((name) => performance.mark(`bench:${name}:end`), step.id);
      inp.set(step.id, await inpSince(page, since.time, since.trusted, step.id));
    }
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const events = trace.traceEvents ?? trace;
    fs.writeFileSync(path.join(resultsDir, `interactions-trace-${run}.json`), JSON.stringify(trace));

    const marks = new Map(
      events
        .filter((e) => e.cat?.includes('blink.user_timing') && e.name?.startsWith('bench:'))
        .map((e) => [e.name, e]),
    );
    const first = marks.get(`bench:${steps[0].id}:start`);
    if (!first) throw new Error('the trace has no bench marks');
    // The page's main thread is where its performance.mark() calls ran.
    const tasks = events.filter(
      (e) =>
        e.pid === first.pid &&
        e.tid === first.tid &&
        e.ph === 'X' &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'),
    );
    const steady = await hostAfter(page, host);
    const measured = steps.map((step) => {
      const start = marks.get(`bench:${step.id}:start`)?.ts ?? Infinity;
      const end = marks.get(`bench:${step.id}:end`)?.ts ?? -Infinity;
      const within = tasks.filter((t) => t.ts >= start && t.ts < end);
      const inside = within.map((t) => t.dur / 1000);
      // Thread time (`tdur`) leaves out the time the thread waited for a core: on a busy machine
      // it tells a change in the app's work from the neighbours' (not a budget, a diagnosis).
      const threadTimes = within.map((t) => (t.tdur ?? 0) / 1000);
      return {
        id: step.id,
        label: step.label,
        ...inp.get(step.id),
        part: parts.get(step.id),
        longestTaskMs: inside.length ? Math.max(...inside) : 0,
        longestThreadMs: threadTimes.length ? Math.max(...threadTimes) : 0,
        tasksOver50: inside.filter((d) => d > 50).length,
        blockingMs: inside.reduce((s, d) => s + Math.max(0, d - 50), 0),
      };
    });
    return Object.assign(measured, { host: steady });
  } finally {
    await browser.close();
  }
}

// ------------------------------------------------------------------ report
const ms = (v) => (v == null ? '–' : `${Math.round(v).toLocaleString('en')} ms`);
const kb = (v) => (v == null ? '–' : `${(v / KB).toFixed(1)} KB`);
const taskCell = (v) => (v == null ? '–' : v < 50 ? '< 50 ms' : ms(v));
/** A run's calibration: the host's index as it started (and after, when it moved) and the slowdown. */
const hostCell = ({ before, after, factor, share }) =>
  `index ${Math.round(before)}${drifted(before, after) ? ` (${Math.round(after)} after)` : ''}, ${factor.toFixed(2)}x CPU${
    share == null ? '' : ` on the main thread's own ${Math.round(share * 100)} % of its time`
  }`;
const range = (values, format) =>
  values.length ? `${format(Math.min(...values))}–${format(Math.max(...values))}` : '–';
/** Event Timing reports nothing under its floor, so no entry means under the floor. */
const inpCell = (v) => (v == null ? '–' : v < 16 ? '< 16 ms' : ms(v));

const ratio = (lcp, twin) => (lcp == null || !twin ? null : lcp / twin);

/** Of one tap's runs, the one whose INP is the median: its split explains the median figure. */
const medianRun = (runs) => {
  const middle = median(runs.map((run) => run.inpMs));
  return runs.reduce((a, run) => (Math.abs(run.inpMs - middle) < Math.abs(a.inpMs - middle) ? run : a));
};

/**
 * Why a tap over its budget took its time, from its median run: the split of its longest event
 * and the part the tap was aimed at, with what its first event's handlers took (where React
 * hydrates that part when it is not hydrated yet).
 */
const whyLine = (
  label,
  { inpMs, inpEvent, inputDelayMs, processingMs, presentationMs, firstEvent, firstProcessingMs, part },
) =>
  inpEvent
    ? `- "${label}" ${ms(inpMs)}: input delay ${ms(inputDelayMs)} + processing ${ms(processingMs)} + presentation ${ms(presentationMs)} (its ${inpEvent}); ` +
      // Content the app rendered itself carries no part's marks: only a part of the HTML not
      // hydrated yet is worth naming.
      (part && !part.hydrated
        ? `aimed at the part ${part.name}, not hydrated yet: hydrated inside the tap; `
        : 'aimed at content hydrated before the tap; ') +
      `its ${firstEvent} ${ms(firstProcessingMs)}`
    : `- "${label}": no Event Timing entry`;

function table(pages, interactions, early) {
  const rows = [
    "| page | perf | a11y | best pr. | SEO | LCP | twin's LCP | LCP / twin | TBT | CLS | longest task | first-load JS (gzip) | first-load CSS (gzip) |",
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const p of pages) {
    const m = p.median;
    const r = ratio(m.lcpMs, p.twinLcpMs);
    rows.push(
      `| ${p.label} \`${p.path}\` | ${m.performance ?? '–'} | ${m.accessibility ?? '–'} | ${m.bestPractices ?? '–'} | ${m.seo ?? '–'} | ${ms(m.lcpMs)} | ${ms(p.twinLcpMs)} | ${r == null ? '–' : r.toFixed(2)} | ${ms(m.tbtMs)} | ${m.cls == null ? '–' : m.cls.toFixed(3)} | ${taskCell(m.longestTaskMs)} | ${kb(m.jsGzip)} | ${kb(m.cssGzip)} |`,
    );
  }
  if (early) {
    rows.push(
      '',
      `| tap as soon as visible | INP (≤ ${BUDGET.earlyInpMs} ms) | INP of each run | app ready at the tap (runs) |`,
      '|---|---:|---|---|',
    );
    for (const e of early)
      rows.push(
        `| ${e.label} | ${inpCell(e.inpMs)} | ${e.inpRuns.map((v) => Math.round(v)).join(', ')} | ${e.readyRuns.map((r) => (r ? 'yes' : 'no')).join(', ')} |`,
      );
  }
  if (interactions) {
    rows.push(
      '',
      `| catalogue tap, page ready | INP (≤ ${BUDGET.inpMs} ms) | INP of each run | longest task (thread time) |`,
      '|---|---:|---|---:|',
    );
    for (const i of interactions)
      rows.push(
        `| ${i.label} | ${inpCell(i.inpMs)} | ${i.inpRuns.map((v) => Math.round(v)).join(', ')} | ${ms(i.longestTaskMs)} (${ms(i.longestThreadMs)}) |`,
      );
  }
  return rows.join('\n');
}

function checkBudgets({ pages, interactions, early, buildSeconds }) {
  const checks = [];
  const check = (name, ok, actual) => checks.push({ name, ok, actual });
  // BENCH_ONLY: the half that did not run is not judged (the run as a whole still fails, in main()).
  for (const p of only === 'interactions' ? [] : pages) {
    const m = p.median;
    check(`${p.path} performance ≥ ${BUDGET.performance}`, (m.performance ?? 0) >= BUDGET.performance, m.performance);
    check(`${p.path} SEO = ${BUDGET.seo}`, (m.seo ?? 0) >= BUDGET.seo, m.seo);
    check(`${p.path} TBT ≤ ${BUDGET.tbtMs} ms`, m.tbtMs != null && m.tbtMs <= BUDGET.tbtMs, ms(m.tbtMs));
    check(`${p.path} CLS ≤ ${BUDGET.cls}`, m.cls != null && m.cls <= BUDGET.cls, m.cls?.toFixed(3));
    // The cart's twin has no lines to compare with: its LCP is reported, with the time from the
    // app's start to its lines (docs/decisions.md, "The cart from what is stored").
    const r = ratio(m.lcpMs, p.twinLcpMs);
    if (!p.cart)
      check(
        `${p.path} LCP ≤ ${BUDGET.lcpOverTwin} × its static twin's`,
        r != null && r <= BUDGET.lcpOverTwin,
        r?.toFixed(2),
      );
    check(
      `${p.path} first-load JS ≤ ${BUDGET.firstLoadJsKb} KB gzip`,
      m.jsGzip != null && m.jsGzip <= BUDGET.firstLoadJsKb * KB,
      kb(m.jsGzip),
    );
  }
  if (early) {
    for (const e of early)
      check(
        `"${e.label}" tapped as soon as visible: INP ≤ ${BUDGET.earlyInpMs} ms`,
        e.inpMs <= BUDGET.earlyInpMs,
        inpCell(e.inpMs),
      );
  } else if (only !== 'lighthouse') {
    check('early taps answered', false, 'failed');
  }
  if (interactions) {
    for (const i of interactions)
      check(`catalogue "${i.label}": INP ≤ ${BUDGET.inpMs} ms`, i.inpMs <= BUDGET.inpMs, inpCell(i.inpMs));
  } else if (only !== 'lighthouse') {
    check('catalogue interactions traced', false, 'failed');
  }
  if (buildSeconds != null)
    check(
      `build ≤ ${BUDGET.buildSeconds / 60} min`,
      buildSeconds <= BUDGET.buildSeconds,
      `${buildSeconds.toFixed(1)} s`,
    );
  return checks;
}

// ------------------------------------------------------------------ main
async function main() {
  const started = Date.now();
  fs.mkdirSync(path.join(resultsDir, 'lighthouse'), { recursive: true });
  const load = [os.loadavg()[0]];
  const preview = await startPreview();
  const stopPreview = () => preview.child.kill('SIGTERM');
  process.on('exit', stopPreview);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  log(`Preview server (API before the build): ${preview.origin}`);

  let buildSeconds = null;
  if (skipBuild) {
    if (!fs.existsSync(path.join(dist, 'index.html')))
      throw new Error(`BENCH_SKIP_BUILD=1 but ${distName}/index.html is missing`);
    log(`Build skipped (BENCH_SKIP_BUILD=1): measuring the build in ${distName}/`);
  } else {
    log(
      `Building (API_MOCK=false, same-origin API, PRERENDER_API_URL=http://127.0.0.1:${preview.port}) into ${distName}/ ...`,
    );
    buildSeconds = await build(preview.port);
    log(`Build: ${buildSeconds.toFixed(1)} s`);
  }
  if (fs.existsSync(path.join(dist, 'mockServiceWorker.js')))
    throw new Error(`${distName}/ is a mock build (mockServiceWorker.js): build with API_MOCK=false`);
  const distInfo = distStats();

  // A first run warms the build's files and the browser; every run after it calibrates itself.
  const warmUp = await lighthouseRun(PAGES[0], preview.origin);
  log(
    `Host benchmarkIndex ${Math.round(warmUp.host.before)} at the warm-up: the CPU is slowed ${warmUp.host.factor.toFixed(2)}x to a phone of ${PHONE_BENCHMARK_INDEX}; each run calibrates again as it starts`,
  );
  /** The host's index and the slowdown of every kept run. */
  const hosts = [warmUp.host];

  const cartStorage = await returningShopperCart(preview.origin);
  for (const pageDef of PAGES) if (pageDef.cart) pageDef.storage = cartStorage;
  log(`The cart's lines and kept products, as the app wrote them: ${Object.keys(cartStorage).join(', ')}`);

  const runs = Object.fromEntries(PAGES.map((p) => [p.id, []]));
  const twinLcps = Object.fromEntries(PAGES.map((p) => [p.id, []]));
  for (let run = 1; run <= (only === 'interactions' ? 0 : RUNS); run += 1) {
    // Pages interleaved run by run, so a burst of load on the machine does not hit one page only.
    for (const pageDef of PAGES) {
      const t0 = Date.now();
      try {
        const twin = await lighthouseRun(pageDef, preview.origin, { twin: true });
        twinLcps[pageDef.id].push(twin.audits['largest-contentful-paint']?.numericValue ?? null);
        const lhr = await steadily(`Lighthouse ${pageDef.path}`, () => lighthouseRun(pageDef, preview.origin));
        hosts.push(lhr.host);
        fs.writeFileSync(path.join(resultsDir, 'lighthouse', `${pageDef.id}-${run}.json`), JSON.stringify(lhr));
        const f = figures(lhr, preview.origin, pageDef);
        if (pageDef.cart && !f.cartSeeded)
          f.runtimeError ??= 'the cart was not seeded: no /cart/items call with the three lines';
        runs[pageDef.id].push(f);
        log(
          `Lighthouse ${run}/${RUNS} ${pageDef.path}: performance ${f.performance}, LCP ${ms(f.lcpMs)} (twin ${ms(twinLcps[pageDef.id].at(-1))}), TBT ${ms(f.tbtMs)}, ${hostCell(lhr.host)}${f.runtimeError ? `, ERROR ${f.runtimeError}` : ''} (${((Date.now() - t0) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        log(`Lighthouse ${run}/${RUNS} ${pageDef.path} failed: ${error instanceof Error ? error.message : error}`);
      }
      load.push(os.loadavg()[0]);
    }
  }
  const cartLines = [];
  for (let run = 1; run <= (only === 'interactions' ? 0 : RUNS); run += 1) {
    try {
      const lines = await steadily(`cart lines ${run}`, () => cartLinesAfterStart(preview.origin, cartStorage));
      cartLines.push(lines.linesMs);
      hosts.push(lines.host);
      log(`Cart ${run}/${RUNS}: its lines drawn ${ms(lines.linesMs)} after the app's start (${hostCell(lines.host)})`);
    } catch (error) {
      log(`Cart ${run}/${RUNS} failed: ${error instanceof Error ? error.message : error}`);
    }
  }

  const pages = PAGES.map((p) => {
    const good = runs[p.id].filter((f) => !f.runtimeError);
    const keys = [
      'performance',
      'accessibility',
      'bestPractices',
      'seo',
      'fcpMs',
      'lcpMs',
      'tbtMs',
      'cls',
      'speedIndexMs',
      'longestTaskMs',
      'jsGzip',
      'cssGzip',
    ];
    return {
      ...p,
      runs: runs[p.id],
      twinLcpMs: median(twinLcps[p.id]),
      median: Object.fromEntries(keys.map((k) => [k, median(good.map((f) => f[k]))])),
    };
  });

  const earlyRuns = [];
  for (let run = 1; run <= (only === 'lighthouse' ? 0 : RUNS); run += 1) {
    try {
      const taps = await earlyTaps(preview.origin);
      earlyRuns.push(taps);
      hosts.push(...taps.map((tap) => tap.host));
      log(
        `Early taps ${run}/${RUNS}, INP [input delay + processing + presentation]: ${taps.map((t) => `${t.id} ${inpCell(t.inpMs)}${t.inpEvent ? ` [${Math.round(t.inputDelayMs)} + ${Math.round(t.processingMs)} + ${Math.round(t.presentationMs)}, ${t.inpEvent}]` : ''} (app ready: ${t.readyAtTap ? 'yes' : 'no'}; ${t.firstEvent ?? 'first event'} ${ms(t.firstProcessingMs)}${t.part && !t.part.hydrated ? ` in ${t.part.name}, hydrated in the tap` : ', its part hydrated before'}; ${hostCell(t.host)})`).join(', ')}`,
      );
    } catch (error) {
      log(`Early taps ${run}/${RUNS} failed: ${error instanceof Error ? error.message : error}`);
    }
    load.push(os.loadavg()[0]);
  }
  const early =
    earlyRuns.length === RUNS
      ? earlyRuns[0].map((tap, index) => ({
          id: tap.id,
          label: tap.label,
          inpMs: median(earlyRuns.map((taps) => taps[index].inpMs)),
          inpRuns: earlyRuns.map((taps) => taps[index].inpMs),
          readyRuns: earlyRuns.map((taps) => taps[index].readyAtTap),
          why: medianRun(earlyRuns.map((taps) => taps[index])),
        }))
      : null;

  const traces = [];
  for (let run = 1; run <= (only === 'lighthouse' ? 0 : RUNS); run += 1) {
    try {
      const steps = await steadily(`interactions ${run}`, () => interactionTrace(preview.origin, run));
      traces.push(steps);
      hosts.push(steps.host);
      log(
        `Interactions ${run}/${RUNS} (${hostCell(steps.host)}), INP [input delay + processing + presentation] / longest task (thread time): ${steps.map((step) => `${step.id} ${inpCell(step.inpMs)}${step.inpEvent ? ` [${Math.round(step.inputDelayMs)} + ${Math.round(step.processingMs)} + ${Math.round(step.presentationMs)}, ${step.inpEvent}]` : ''} / ${ms(step.longestTaskMs)} (${ms(step.longestThreadMs)})`).join(', ')}`,
      );
    } catch (error) {
      log(`Interactions ${run}/${RUNS} failed: ${error instanceof Error ? error.message : error}`);
    }
    load.push(os.loadavg()[0]);
  }
  const interactions = traces.length
    ? traces[0].map((step, index) => ({
        id: step.id,
        label: step.label,
        inpMs: median(traces.map((steps) => steps[index].inpMs)),
        inpRuns: traces.map((steps) => steps[index].inpMs),
        longestTaskMs: median(traces.map((steps) => steps[index].longestTaskMs)),
        blockingMs: median(traces.map((steps) => steps[index].blockingMs)),
        longestThreadMs: median(traces.map((steps) => steps[index].longestThreadMs)),
        longestTaskRuns: traces.map((steps) => steps[index].longestTaskMs),
        why: medianRun(traces.map((steps) => steps[index])),
      }))
    : null;

  const checks = checkBudgets({ pages, interactions, early, buildSeconds });
  if (only) checks.push({ name: `the whole bench (BENCH_ONLY=${only} ran half of it)`, ok: false, actual: 'skipped' });
  const missed = checks.filter((c) => !c.ok);
  const totalSeconds = (Date.now() - started) / 1000;
  const date = new Date().toISOString().slice(0, 10);

  const out = [];
  out.push(
    '',
    `## Production build on a phone of benchmarkIndex ${PHONE_BENCHMARK_INDEX} (${date}, median of ${RUNS})`,
    '',
  );
  out.push(
    `Host benchmarkIndex, measured as each run started: ${range(
      hosts.map((h) => h.before),
      (v) => Math.round(v).toLocaleString('en'),
    )} (median ${Math.round(median(hosts.map((h) => h.before))).toLocaleString('en')}); CPU slowdown ${range(
      hosts.map((h) => h.factor),
      (v) => `${v.toFixed(2)}x`,
    )} in Lighthouse and in the taps, each run's index / ${PHONE_BENCHMARK_INDEX}. Lighthouse applies it to the main thread's own time: ${range(
      hosts.filter((h) => h.share != null).map((h) => h.share),
      (v) => `${Math.round(v * 100)} %`,
    )} of its wall time (the rest it waited for a core).`,
    '',
  );
  out.push(table(pages, interactions, early), '');
  if (cartLines.length > 0)
    out.push(
      `The cart's lines, drawn from what is stored: ${ms(median(cartLines))} after the app's start (runs ${cartLines.map((v) => Math.round(v)).join(', ')}).`,
      '',
    );
  const over = [
    ...(early ?? []).filter((e) => e.inpMs > BUDGET.earlyInpMs),
    ...(interactions ?? []).filter((i) => i.inpMs > BUDGET.inpMs),
  ];
  if (over.length > 0)
    out.push(
      "Taps over their budget, from each one's median run:",
      ...over.map((tap) => whyLine(tap.label, tap.why)),
      '',
    );
  out.push(
    `- build: ${buildSeconds == null ? 'skipped (BENCH_SKIP_BUILD=1)' : `${buildSeconds.toFixed(1)} s wall time (npm run build)`}`,
  );
  out.push(
    `- ${distName}/: ${distInfo.files} files, ${(distInfo.bytes / KB / KB).toFixed(2)} MB (of which precompressed .br/.gz copies ${(distInfo.compressedBytes / KB / KB).toFixed(2)} MB); source maps ${(distInfo.mapBytes / KB / KB).toFixed(2)} MB, kept outside it`,
  );
  out.push(
    `- machine: ${os.cpus().length} cores, load average ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)} during the bench`,
  );
  out.push(`- bench wall time: ${(totalSeconds / 60).toFixed(1)} min`, '');
  const failing = pages.flatMap((p) =>
    Object.entries(p.runs.at(-1)?.failedAudits ?? {})
      .filter(([, ids]) => ids.length)
      .map(([cat, ids]) => `- ${p.path} ${cat} below 100: ${ids.join(', ')}`),
  );
  if (failing.length) out.push('Audits that cost points (last run):', ...failing, '');
  out.push(`Budgets: ${checks.length - missed.length} of ${checks.length} met.`);
  for (const c of missed) out.push(`- MISSED ${c.name} (${c.actual})`);
  const report = out.join('\n');
  log(report);

  const results = {
    date: new Date().toISOString(),
    runs: RUNS,
    distDir: distName,
    buildSeconds,
    dist: distInfo,
    pages,
    interactions,
    early,
    cartLinesAfterStartMs: { median: median(cartLines), runs: cartLines },
    hosts,
    budgets: BUDGET,
    checks,
    loadAverage: load,
    benchSeconds: totalSeconds,
  };
  fs.writeFileSync(path.join(resultsDir, 'results.json'), JSON.stringify(results, null, 2));
  fs.writeFileSync(
    path.join(resultsDir, `results-${results.date.replace(/[:.]/g, '-')}.json`),
    JSON.stringify(results, null, 2),
  );
  fs.writeFileSync(path.join(resultsDir, 'report.md'), `${report}\n`);
  log(
    `\nResults: ${path.relative(process.cwd(), path.join(resultsDir, 'results.json'))} (Lighthouse reports in bench-results/lighthouse/)`,
  );
  process.exitCode = missed.length ? 1 : 0;
  stopPreview();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
