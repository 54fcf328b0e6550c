import { defineConfig } from '@playwright/test';

import base from './playwright.config';

// The consent banner and the tag manager (docs/decisions.md, "Analytics and consent") need a
// build with GTM_ID: `npm run build:e2e-gtm` makes one into dist-gtm (a mock build otherwise
// like dist/), served through nginx with deploy/nginx.conf and the same GTM_ID, so that the
// Content-Security-Policy a tag meets in production applies. The tag manager's and GA4's
// addresses are answered by the tests (no request leaves the machine). Same browsers and
// viewports as playwright.config.ts. nginx listens on IPv4, hence 127.0.0.1.
const PORT = Number(process.env.E2E_GTM_PORT || 4176);
const DIST = process.env.E2E_GTM_DIST_DIR || 'dist-gtm';

export default defineConfig({
  ...base,
  testDir: 'test/e2e-gtm',
  outputDir: `test-results/${DIST}`,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: {
    command: 'node scripts/serve-nginx.mjs',
    url: `http://127.0.0.1:${PORT}/index.html`,
    env: { PORT: String(PORT), DIST, GTM_ID: 'GTM-E2ETEST' },
    reuseExistingServer: !process.env.CI,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
