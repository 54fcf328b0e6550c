import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

import base from './playwright.config';
import { deploy, LIVE } from './test/e2e-deploy/releases';
import { mockApiServer, nginxServer } from './test/servers';

// A deploy under an open tab (docs/decisions.md, "Old tabs after a deploy"): nginx with
// deploy/nginx.conf serves build/e2e-deploy/live, a link to dist/ or to dist-prod/ (the same
// code built as a production release: test/e2e-deploy/releases.ts), and passes `/site/v1/` to
// the mock API over HTTP, which the production release asks. Moving the link is the
// deploy: the tab's files are gone from one request to the next, as on a host where a release
// replaced the other (a CDN purge). One server and one link: one test at a time.
const PORT = Number(process.env.E2E_DEPLOY_PORT || 4178);
const API_PORT = Number(process.env.E2E_DEPLOY_API_PORT || 4179);

// The server needs a release to start with; each test deploys the one it starts from.
if (!fs.existsSync(LIVE)) deploy('first');

export default defineConfig({
  ...base,
  testDir: 'test/e2e-deploy',
  outputDir: 'test-results/e2e-deploy',
  fullyParallel: false,
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  webServer: [
    mockApiServer(API_PORT),
    nginxServer(PORT, { DIST: path.relative(__dirname, LIVE), API_UPSTREAM: `http://127.0.0.1:${API_PORT}` }),
  ],
});
