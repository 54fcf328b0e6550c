import { defineConfig } from '@playwright/test';

import base from './playwright.config';

// The consent banner and the tag manager (docs/decisions.md, "Analytics and consent") need a
// build with GTM_ID: `npm run build:e2e-gtm` makes one into dist-gtm (a mock build otherwise
// like dist/), served by scripts/serve.mjs. The tag manager's own address is answered by the
// test (no request leaves the machine). Same browsers and viewports as playwright.config.ts.
const PORT = Number(process.env.E2E_GTM_PORT || 4176);
const DIST_DIR = process.env.E2E_GTM_DIST_DIR || 'dist-gtm';

export default defineConfig({
  ...base,
  testDir: 'test/e2e-gtm',
  outputDir: `test-results/${DIST_DIR}`,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: 'node scripts/serve.mjs',
    port: PORT,
    env: { PORT: String(PORT), DIST_DIR },
    reuseExistingServer: !process.env.CI,
  },
});
