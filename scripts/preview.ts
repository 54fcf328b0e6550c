// `npm run preview`: the production build and the mock API on one origin, as a real HTTP server.
//
// - Static files from dist/ (DIST_DIR), resolved like nginx `try_files $uri $uri/index.html
//   /index.html`: a prerendered `dist/en/detail/1013/index.html` answers `/en/detail/1013`,
//   anything unknown answers `dist/index.html`. Text is gzipped like a production host would.
// - `/site/v1/*` (every method) is answered in process by the SAME msw handlers as the
//   in-browser mock (mocks/handlers), through msw's getResponse(). Works without dist/ too
//   (the prerender step of the build fetches its data here through PRERENDER_API_URL).
// - The mock database lives in memory for the life of the process: registrations, orders and
//   favourites last until the server stops; a restart (or /__mock/reset) starts from the seed.
// - QA controls (the HTTP twin of ?mock_fail / ?mock_delay / ?mock_offline in the browser):
//   env MOCK_FAIL, MOCK_DELAY, MOCK_OFFLINE, MOCK_PRICE_FACTOR, MOCK_MINIMAL, MOCK_ORDER_MINUTES at start-up, and /__mock/* at run time.
//
// Usage: npm run preview   (PORT, default 4174; PORT=0 picks a free port; DIST_DIR, default dist)
// Run with tsx (the mock is TypeScript): `tsx scripts/preview.ts`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

import { parse as parseDotenv } from 'dotenv';
import { getResponse } from 'msw';

import { resetMockDb } from '../mocks/db';
import { DEV_SIGNING_KEY } from './dev-signing-key';
import { staticFiles } from './static-files.mjs';
import { handlers } from '../mocks/handlers';
import { moveOrders } from '../mocks/services/orderProgress';
import { answerQuestions } from '../mocks/services/questions';
import {
  clearQa,
  qaState,
  removeFailure,
  restock,
  setDelay,
  setFailure,
  setMinimal,
  setOrderMinutes,
  setOffline,
  setPrices,
} from '../mocks/qa';

const projectRoot = path.resolve(__dirname, '..');
const distName = process.env.DIST_DIR || 'dist';
const root = path.resolve(projectRoot, distName);
const port = process.env.PORT === undefined || process.env.PORT === '' ? 4174 : Number(process.env.PORT);
const API_PREFIX = '/site/v1';
const log = process.env.MOCK_LOG === '1';

// ------------------------------------------------------------------ the signing key
/** Same rule as loadEnv() in webpack.config.ts: shell env > .env > the dev key. */
function resolveSecret(): { secret: string; from: string } {
  const read = (file: string): Record<string, string> => {
    const full = path.join(projectRoot, file);
    return fs.existsSync(full) ? parseDotenv(fs.readFileSync(full)) : {};
  };
  if (process.env.API_SECRET !== undefined) return { secret: process.env.API_SECRET, from: 'the environment' };
  const dotenv = read('.env');
  if (dotenv.API_SECRET !== undefined) return { secret: dotenv.API_SECRET, from: '.env' };
  return { secret: DEV_SIGNING_KEY, from: 'the dev key (scripts/dev-signing-key.ts)' };
}

const { secret, from: secretFrom } = resolveSecret();
// mocks/endpoint.ts checks every `token` header against process.env.API_SECRET.
process.env.API_SECRET = secret;

// ------------------------------------------------------------------ QA controls
/** `/cart/items`, `/cart/items:503`, `/clients:401:logout`, comma-separated (as ?mock_fail=). */
function applyFailures(spec: string): void {
  for (const entry of spec.split(',')) {
    const [failPath, status, action] = entry.trim().split(':');
    if (failPath)
      setFailure(failPath, { status: status ? Number(status) : 500, ...(action === 'logout' ? { action } : {}) });
  }
}

if (process.env.MOCK_FAIL) applyFailures(process.env.MOCK_FAIL);
if (process.env.MOCK_DELAY && Number.isFinite(Number(process.env.MOCK_DELAY))) setDelay(Number(process.env.MOCK_DELAY));
if (process.env.MOCK_OFFLINE === '1' || process.env.MOCK_OFFLINE === 'true') setOffline(true);
// Every list price times the factor: the API's prices of "today" differ from a build's (docs/mock-backend.md).
if (process.env.MOCK_PRICE_FACTOR && Number.isFinite(Number(process.env.MOCK_PRICE_FACTOR)))
  setPrices(Number(process.env.MOCK_PRICE_FACTOR));
if (process.env.MOCK_MINIMAL === '1' || process.env.MOCK_MINIMAL === 'true') setMinimal(true);
if (process.env.MOCK_ORDER_MINUTES && Number.isFinite(Number(process.env.MOCK_ORDER_MINUTES)))
  setOrderMinutes(Number(process.env.MOCK_ORDER_MINUTES));

function qaControl(action: string, params: URLSearchParams): object | null {
  switch (action) {
    case '':
      break;
    case 'fail': {
      // ?path=/cart/items&status=503&action=logout, or ?path=/a,/b:404 (the ?mock_fail= syntax)
      const failPath = params.get('path') ?? '*';
      if (params.has('status') || params.has('action')) {
        setFailure(failPath, {
          status: Number(params.get('status') ?? 500),
          ...(params.get('action') === 'logout' ? { action: 'logout' as const } : {}),
        });
      } else {
        applyFailures(failPath);
      }
      break;
    }
    case 'unfail':
      removeFailure(params.get('path') ?? '*');
      break;
    case 'delay': {
      const ms = params.get('ms');
      setDelay(ms === null || ms === '' || !Number.isFinite(Number(ms)) ? null : Number(ms));
      break;
    }
    case 'offline':
      setOffline(params.get('on') !== '0' && params.get('on') !== 'false');
      break;
    case 'prices': {
      // ?factor=1.25: every list price 25 % up from now on; empty or 1: the generated prices
      const factor = params.get('factor');
      setPrices(factor === null || factor === '' || !Number.isFinite(Number(factor)) ? null : Number(factor));
      break;
    }
    case 'minimal':
      setMinimal(params.get('on') !== '0' && params.get('on') !== 'false');
      break;
    case 'clear':
      clearQa();
      break;
    case 'reset':
      resetMockDb();
      break;
    case 'restock':
      // ?product=1234&city=3[&quantity=5], or ?spec=1234:3,1250:3:5 (the ?mock_restock= syntax)
      try {
        const spec =
          params.get('spec') ??
          `${params.get('product') ?? ''}:${params.get('city') ?? ''}${params.has('quantity') ? `:${params.get('quantity') ?? ''}` : ''}`;
        return { restocked_pharmacies: restock(spec) };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    case 'order':
      // ?id=5003&status=ready (id, number or `last`), or ?spec=5003:ready,APT-104599:picked_up
      try {
        const spec = params.get('spec') ?? `${params.get('id') ?? ''}:${params.get('status') ?? ''}`;
        return { moved: moveOrders(spec) };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    case 'question':
      // ?id=last (id, number like Q-300001, or `last`; comma-separated): the pharmacist answers now
      try {
        return { answered: answerQuestions(params.get('id') ?? '') };
      } catch (error) {
        return { error: error instanceof Error ? error.message : String(error) };
      }
    case 'order-minutes': {
      // ?minutes=1: new orders ready a minute after being placed; empty: the pharmacy's hours
      const minutes = params.get('minutes');
      setOrderMinutes(minutes === null || minutes === '' || !Number.isFinite(Number(minutes)) ? null : Number(minutes));
      break;
    }
    default:
      return null;
  }
  return qaState();
}

// ------------------------------------------------------------------ static files
const serveFile = staticFiles(root);
const acceptsGzip = (req: http.IncomingMessage): boolean =>
  /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));

function serveStatic(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (!serveFile(req, res, pathname)) {
    res
      .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end(`${distName}/index.html is missing: run npm run build (the mock API under ${API_PREFIX} works already)`);
  }
}

// ------------------------------------------------------------------ the mock API
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
  'expect',
]);
// Lets a dev server on another origin use this API
// (API_MOCK=false ALLOW_DEV_SIGNING_KEY=true API_URL=http://localhost:4174 npm start).
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'content-type, token, auth-token, platform, accept-language, x-xsrf-token',
  'Access-Control-Max-Age': '600',
};

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  body: object,
  extra: http.OutgoingHttpHeaders = {},
): void {
  const data = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...CORS,
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    'Content-Length': data.length,
    ...extra,
  });
  res.end(req.method === 'HEAD' ? undefined : data);
}

async function serveApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(await readBody(req));
  const request = new Request(url, { method, headers, body });
  const response = await getResponse(handlers, request);

  if (!response) {
    sendJson(req, res, 404, { message: `Mock: no handler for ${method} ${url.pathname}` });
    return;
  }
  // HttpResponse.error() (mock_offline): a network failure, as the browser would see it.
  if (response.type === 'error') {
    req.socket.destroy();
    return;
  }
  const outHeaders: http.OutgoingHttpHeaders = { ...CORS, 'Cache-Control': 'no-store' };
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'content-encoding') outHeaders[name] = value;
  });
  let data: Buffer = Buffer.from(await response.arrayBuffer());
  if (data.length > 1024 && acceptsGzip(req)) {
    data = zlib.gzipSync(data);
    outHeaders['Content-Encoding'] = 'gzip';
  }
  outHeaders.Vary = 'Accept-Encoding';
  outHeaders['Content-Length'] = data.length;
  res.writeHead(response.status, outHeaders);
  res.end(method === 'HEAD' ? undefined : data);
}

// ------------------------------------------------------------------ the server
const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const { pathname } = url;
  const started = Date.now();
  const done = (what: string) => {
    if (log) process.stdout.write(`${req.method} ${req.url} ${what} ${res.statusCode} ${Date.now() - started} ms\n`);
  };

  if (pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`)) {
    serveApi(req, res, url)
      .then(() => done('api'))
      .catch((error: unknown) => {
        process.stderr.write(
          `Mock API error on ${req.method} ${req.url}: ${error instanceof Error ? error.stack : String(error)}\n`,
        );
        if (!res.headersSent) sendJson(req, res, 500, { message: 'Mock: the preview server failed' });
        else res.destroy();
      });
    return;
  }
  if (pathname === '/__mock' || pathname.startsWith('/__mock/')) {
    const state = qaControl(pathname.slice('/__mock/'.length), url.searchParams);
    if (state) sendJson(req, res, 200, state);
    else
      sendJson(req, res, 404, {
        message:
          'Unknown control. Use /__mock, /__mock/fail?path=&status=, /__mock/unfail?path=, /__mock/delay?ms=, /__mock/offline?on=1|0, /__mock/prices?factor=, /__mock/minimal?on=1|0, /__mock/clear, /__mock/reset, /__mock/restock?product=&city=[&quantity=], /__mock/order?id=&status=, /__mock/order-minutes?minutes=, /__mock/question?id=',
      });
    done('qa');
    return;
  }
  serveStatic(req, res, pathname);
});

server.listen(port, () => {
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const distNote = fs.existsSync(path.join(root, 'index.html'))
    ? `${path.relative(projectRoot, root) || root}/`
    : `no ${distName}/ yet (API only until a build writes it)`;
  process.stdout.write(
    `Preview: http://localhost:${actualPort}  (static ${distNote}, mock API ${API_PREFIX}, API_SECRET from ${secretFrom})\n`,
  );
  if (fs.existsSync(path.join(root, 'mockServiceWorker.js'))) {
    process.stdout.write(
      `Warning: ${distName}/ is an API_MOCK=true build; its in-browser mock answers ${API_PREFIX}, not this server. Build with API_MOCK=false.\n`,
    );
  }
  const qa = qaState();
  if (Object.keys(qa.fail).length > 0 || qa.delay !== null || qa.offline || qa.priceFactor !== 1)
    process.stdout.write(`QA controls: ${JSON.stringify(qa)}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  });
}
