// Serving dist/ the way a static host does, shared by `npm run serve` (scripts/serve.mjs) and
// `npm run preview` (scripts/preview.ts): nginx's `try_files $uri $uri/index.html /index.html`
// (prerendered pages are folders with an index.html), never outside dist/, hashed assets
// immutable, HTML and workers revalidated, text gzipped like a production host.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
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
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

/**
 * @param {string} root absolute path of the folder to serve
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pathname: string) => boolean}
 *   answers the request and returns true, or returns false when not even index.html exists
 */
export function staticFiles(root) {
  const insideRoot = (candidate) => {
    if (candidate !== root && !candidate.startsWith(root + path.sep)) return null;
    try {
      return fs.statSync(candidate).isFile() ? candidate : null;
    } catch {
      return null;
    }
  };
  const fileFor = (urlPath) => {
    let decoded;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    const candidate = path.join(root, path.normalize(decoded));
    return insideRoot(candidate) ?? insideRoot(path.join(candidate, 'index.html'));
  };

  const gzipCache = new Map();
  const gzipped = (file, stat) => {
    const key = `${stat.size}:${stat.mtimeMs}`;
    const cached = gzipCache.get(file);
    if (cached?.key === key) return cached.data;
    const data = zlib.gzipSync(fs.readFileSync(file));
    gzipCache.set(file, { key, data });
    return data;
  };

  const send = (req, res, file) => {
    const ext = path.extname(file).toLowerCase();
    const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
    const isWorker = /(^|[\\/])(sw|sw-notifications|mockServiceWorker)\.js$/.test(file);
    const stat = fs.statSync(file);
    const headers = {
      'Content-Type': type,
      // Hashed assets are immutable; the HTML and the workers must always be revalidated.
      'Cache-Control': ext === '.html' || isWorker ? 'no-cache' : 'public, max-age=31536000, immutable',
    };
    const compress = COMPRESSIBLE.test(type) && stat.size > 1024;
    if (compress) headers.Vary = 'Accept-Encoding';
    if (compress && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      const body = gzipped(file, stat);
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  };

  return (req, res, pathname) => {
    const file = fileFor(pathname) ?? insideRoot(path.join(root, 'index.html'));
    if (!file) return false;
    send(req, res, file);
    return true;
  };
}
