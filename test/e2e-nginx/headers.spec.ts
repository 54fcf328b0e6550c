import fs from 'node:fs';
import path from 'node:path';

import { expect, test, type APIResponse } from '@playwright/test';

/**
 * deploy/nginx.conf with real HTTP requests: the build in dist/ served by `npm run serve:nginx`
 * (playwright.nginx.config.ts). What each header is for: docs/decisions.md, "Hosting".
 */

const root = path.resolve(__dirname, '..', '..');
const distName = process.env.DIST_DIR || 'dist';
const dist = path.join(root, distName);
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The entry's script and stylesheet as the built index.html names them (hashed). */
const entryAsset = (extension: 'js' | 'css'): string => {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const match = new RegExp(`/(main\\.[0-9a-f]{8}\\.${extension})\\b`).exec(html);
  if (!match?.[1]) throw new Error(`no main.*.${extension} in ${distName}/index.html`);
  return match[1];
};

const directives = (response: APIResponse): Map<string, string[]> => {
  const policy = response.headers()['content-security-policy'] ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
};

/** What every answer carries, pages, assets and errors alike. */
const expectSecurityHeaders = (response: APIResponse) => {
  const headers = response.headers();
  const csp = directives(response);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toContain("'self'");
  expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toContain("'self'");
  // The pharmacies map's tiles are the one third-party image host, and only for images.
  expect(csp.get('img-src')).toContain('https://tile.openstreetmap.org');
  expect(csp.get('connect-src')).not.toContain('https://tile.openstreetmap.org');
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // Violations are reported to the `csp` endpoint (Reporting API) and, for older browsers, by report-uri.
  expect(csp.get('report-to')).toEqual(['csp']);
  expect(csp.get('report-uri')).toEqual(['/csp-report']);
  expect(headers['reporting-endpoints']).toBe('csp="/csp-report"');
  expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  const permissions = headers['permissions-policy'] ?? '';
  for (const rule of ['geolocation=(self)', 'camera=(self)', 'microphone=()', 'payment=()', 'usb=()'])
    expect(permissions).toContain(rule);
  // Plain http here: HSTS only for https deployments.
  expect(headers['strict-transport-security']).toBeUndefined();
};

// Plain HTTP: the headers do not depend on the viewport.
test.describe('hosting headers', { tag: '@one-viewport' }, () => {
  test('a page carries the security headers and is revalidated on every use', async ({ request }) => {
    const response = await request.get('/sr/');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response);
  });

  test('HSTS is sent when the request came over https through a proxy, not over plain http', async ({ request }) => {
    const plain = await request.get('/sr/');
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const proxied = await request.get('/sr/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(proxied.headers()['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  });

  test('hashed scripts and stylesheets are cached for a year, with their exact types', async ({ request }) => {
    const script = await request.get(`/${entryAsset('js')}`);
    expect(script.status()).toBe(200);
    expect(script.headers()['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers()['cache-control']).toBe(IMMUTABLE);
    expectSecurityHeaders(script);
    const style = await request.get(`/${entryAsset('css')}`);
    expect(style.headers()['content-type']).toBe('text/css; charset=utf-8');
    expect(style.headers()['cache-control']).toBe(IMMUTABLE);
    // A lazy chunk's files are named by id (docs/decisions.md, "Chunk file names").
    const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-manifest.json'), 'utf8')) as {
      chunks: Record<string, string[]>;
    };
    for (const file of manifest.chunks.app ?? []) {
      expect(file).toMatch(/^\d+\.[0-9a-f]{8}\.(js|css)$/);
      expect((await request.get(`/${file}`)).headers()['cache-control']).toBe(IMMUTABLE);
    }
    expect(manifest.chunks.app).toHaveLength(2);
  });

  test('service workers and other unhashed files are revalidated on every use', async ({ request }) => {
    // sw.js in builds against a real API, mockServiceWorker.js in mock builds.
    const workers = ['sw.js', 'mockServiceWorker.js'].filter((file) => fs.existsSync(path.join(dist, file)));
    expect(workers.length).toBeGreaterThan(0);
    for (const file of [...workers, 'favicon.svg', 'robots.txt', 'sitemap.xml']) {
      const response = await request.get(`/${file}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('no-cache');
    }
  });

  test('a prerendered page is served as itself, with and without the trailing slash', async ({ request }) => {
    const file = fs.readFileSync(path.join(dist, 'en', 'detail', '1013', 'index.html'), 'utf8');
    for (const address of ['/en/detail/1013', '/en/detail/1013/']) {
      const response = await request.get(address);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const html = await response.text();
      expect(html).toBe(file);
      expect(html).toContain('data-prerendered="/detail/1013"');
    }
  });

  test('an unknown page address answers the app shell with 200', async ({ request }) => {
    const shell = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    for (const address of ['/sr/no-such-page', '/en/lk/orders/12345', '/sr/search']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text(), address).toBe(shell);
      expectSecurityHeaders(response);
    }
  });

  test('the API’s path is never the app shell (docs/api.md, "Personal answers")', async ({ request }) => {
    for (const address of ['/site/v1/clients?data=%7B%7D', '/site/v1/alerts']) {
      const response = await request.get(address, { headers: { 'auth-token': 'aptk_someone' } });
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).not.toContain('<div id=');
      expectSecurityHeaders(response);
    }
  });

  test('a missing asset answers 404, never the app shell', async ({ request }) => {
    for (const address of [
      '/main.00000000.js',
      '/app.00000000.css',
      '/static/none.1a2b3c4d.svg',
      '/sr/catalog/missing.png',
      '/favicon.ico',
    ]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      expect(await response.text(), address).not.toContain('<div id=');
      expectSecurityHeaders(response);
    }
  });

  test('text is answered with brotli or gzip, as the browser accepts', async ({ request }) => {
    const scriptFile = entryAsset('js');
    const script = fs.readFileSync(path.join(dist, scriptFile), 'utf8');
    for (const address of [`/${scriptFile}`, '/en/detail/1013']) {
      for (const encoding of ['br', 'gzip']) {
        const response = await request.get(address, { headers: { 'Accept-Encoding': encoding } });
        expect(response.headers()['content-encoding'], `${address} ${encoding}`).toBe(encoding);
        expect(response.headers().vary, address).toMatch(/Accept-Encoding/i);
      }
      const identity = await request.get(address, { headers: { 'Accept-Encoding': 'identity' } });
      expect(identity.headers()['content-encoding']).toBeUndefined();
    }
    // The hashed assets come precompressed from the build (scripts/postbuild.mjs).
    expect(fs.existsSync(path.join(dist, `${scriptFile}.br`))).toBe(true);
    expect(fs.existsSync(path.join(dist, `${scriptFile}.gz`))).toBe(true);
    const decoded = await request.get(`/${scriptFile}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(await decoded.text()).toBe(script);
  });

  test('the CSP report endpoint takes a violation report and keeps nothing of it', async ({ request }) => {
    const report = await request.post('/csp-report', {
      headers: { 'Content-Type': 'application/reports+json' },
      data: [
        { type: 'csp-violation', url: 'https://apoteka.test/sr/', body: { effectiveDirective: 'script-src-elem' } },
      ],
    });
    expect(report.status()).toBe(204);
    expect(await report.text()).toBe('');
    expectSecurityHeaders(report);
    const legacy = await request.post('/csp-report', {
      headers: { 'Content-Type': 'application/csp-report' },
      data: { 'csp-report': { 'violated-directive': 'script-src' } },
    });
    expect(legacy.status()).toBe(204);
  });

  test('source maps are kept for error reporting but never served', async ({ request }) => {
    const scriptFile = entryAsset('js');
    const served = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.map'));
    expect(served).toEqual([]);
    expect(fs.readFileSync(path.join(dist, scriptFile), 'utf8')).not.toContain('sourceMappingURL');
    expect(fs.existsSync(path.join(root, 'build', 'sourcemaps', path.basename(distName), `${scriptFile}.map`))).toBe(
      true,
    );
    const response = await request.get(`/${scriptFile}.map`);
    expect(response.status()).toBe(404);
  });
});
