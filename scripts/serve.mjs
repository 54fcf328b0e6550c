// Serves dist/ like any static host with the one rule of contract section 1:
// unknown paths answer dist/index.html. Like nginx `try_files $uri $uri/index.html /index.html`,
// a prerendered dist/<path>/index.html answers /<path> first. Plain node:http, no dependencies.
// (npm run preview serves the same way and adds the mock API on the same origin.)
// Usage: npm run serve   (PORT env, default 8080)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// DIST_DIR lets several builds live side by side (parallel e2e runs); default dist/.
const root = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR || 'dist');
const port = Number(process.env.PORT) || 8080;

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** An existing file inside dist/, or null (never escapes dist/). */
function insideRoot(candidate) {
  if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
  try {
    return fs.statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** Resolves a URL path like nginx `try_files $uri $uri/index.html` (prerendered pages), or null. */
function fileFor(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.join(root, path.normalize(decoded));
  return insideRoot(candidate) ?? insideRoot(path.join(candidate, 'index.html'));
}

function send(req, res, file) {
  const ext = path.extname(file).toLowerCase();
  const isHtml = ext === '.html';
  const isWorker = /(^|\/)(sw|mockServiceWorker)\.js$/.test(file);
  res.writeHead(200, {
    'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
    'Content-Length': fs.statSync(file).size,
    // Hashed assets are immutable; the HTML and the workers must always be revalidated.
    'Cache-Control': isHtml || isWorker ? 'no-cache' : 'public, max-age=31536000, immutable',
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  fs.createReadStream(file).pipe(res);
}

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const file = fileFor(pathname);
  if (file) {
    send(req, res, file);
    return;
  }
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('dist/index.html is missing: run npm run build');
    return;
  }
  send(req, res, index);
});

server.listen(port, () => {
  process.stdout.write(`Serving ${path.relative(process.cwd(), root) || root} at http://localhost:${port}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(0));
}
