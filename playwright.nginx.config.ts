import { defineConfig } from '@playwright/test';

import base from './playwright.config';
import { nginxServer } from './test/servers';

// The build in dist/ (the mock build `npm test` has just made for test:e2e) served through
// nginx with deploy/nginx.conf by `npm run serve:nginx`: the hosting headers with real HTTP
// requests, and the main flows with zero CSP violations. Same browsers and viewports as
// playwright.config.ts (375×800 and 1280×800). nginx listens on IPv4, hence 127.0.0.1.
const PORT = Number(process.env.E2E_NGINX_PORT || 4177);
const DIST = process.env.DIST_DIR || 'dist';

export default defineConfig({
  ...base,
  testDir: 'test/e2e-nginx',
  outputDir: `test-results/nginx-${DIST}`,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: nginxServer(PORT, { DIST }),
});
