// Serves dist/ like any static host with the one rule of docs/behaviour.md §1:
// unknown paths answer dist/index.html. Like nginx `try_files $uri $uri/index.html /index.html`,
// a prerendered dist/<path>/index.html answers /<path> first. Plain node:http, no dependencies.
// (npm run preview serves the same way and adds the mock API on the same origin.)
// Usage: npm run serve   (PORT env, default 8080)
import http from 'node:http';
import path from 'node:path';

import { staticFiles } from './static-files.mjs';

// DIST_DIR lets several builds live side by side (parallel e2e runs); default dist/.
const root = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR || 'dist');
const port = Number(process.env.PORT) || 8080;

const serveFile = staticFiles(root);

const server = http.createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (!serveFile(req, res, pathname)) {
    res
      .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
      .end('dist/index.html is missing: run npm run build');
  }
});

server.listen(port, () => {
  process.stdout.write(`Serving ${path.relative(process.cwd(), root) || root} at http://localhost:${port}\n`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => process.exit(0));
}
