import { defineConfig } from '@playwright/test';

import base from './playwright.config';
import { mockApiServer, nginxServer, PROD_DIST_DIR } from './test/servers';

// The consent banner and the tag manager (docs/decisions.md, "Analytics and consent") on the
// production build, which has GTM_ID (`npm run build:e2e-prod`), served through nginx with
// deploy/nginx.conf and the same GTM_ID, so that the Content-Security-Policy a tag meets in
// production applies; nginx passes `/site/v1/` to the mock API over HTTP (scripts/preview.ts).
// The tag manager's and GA4's addresses are answered by the tests (no request leaves the
// machine). Same browsers and viewports as playwright.config.ts. nginx listens on IPv4, hence
// 127.0.0.1.
const PORT = Number(process.env.E2E_GTM_PORT || 4176);
const API_PORT = Number(process.env.E2E_GTM_API_PORT || 4181);

export default defineConfig({
  ...base,
  testDir: 'test/e2e-gtm',
  outputDir: 'test-results/e2e-gtm',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: [
    mockApiServer(API_PORT),
    nginxServer(PORT, { DIST: PROD_DIST_DIR, GTM_ID: 'GTM-E2ETEST', API_UPSTREAM: `http://127.0.0.1:${API_PORT}` }),
  ],
});
