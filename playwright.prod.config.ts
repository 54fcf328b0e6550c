import { defineConfig } from '@playwright/test';

import base from './playwright.config';
import { mockApiServer, PROD_DIST_DIR } from './test/servers';

// The production build against a real HTTP API: a build with API_MOCK=false and a tag manager
// in DIST_DIR (default dist-prod; `npm run build:e2e-prod` makes it), served with the mock API on
// the same origin by scripts/preview.ts. This config builds nothing itself. Same browsers and
// viewports as playwright.config.ts (375×800 and 1280×800). The visitor has declined visit
// statistics already: the consent banner is test/e2e-gtm's.
const PORT = Number(process.env.E2E_PROD_PORT || 4175);

export default defineConfig({
  ...base,
  testDir: 'test/e2e-prod',
  outputDir: `test-results/${PROD_DIST_DIR}`,
  use: {
    ...base.use,
    baseURL: `http://localhost:${PORT}`,
    storageState: {
      cookies: [],
      origins: [{ origin: `http://localhost:${PORT}`, localStorage: [{ name: 'aptk_consent', value: 'denied' }] }],
    },
  },
  webServer: mockApiServer(PORT),
});
