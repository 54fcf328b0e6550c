import fs from 'node:fs';
import path from 'node:path';

import { defineConfig } from '@playwright/test';
import { parse as parseDotenv } from 'dotenv';

import base from './playwright.config';

// The production build against a real HTTP API: a build with API_MOCK=false in DIST_DIR
// (default dist-prod; `npm run build:e2e-prod` makes it), served with the mock API on the same
// origin by scripts/preview.ts. This config builds nothing itself. Same browsers and viewports
// as playwright.config.ts (375×800 and 1280×800).
const PORT = Number(process.env.E2E_PROD_PORT || 4175);
const DIST_DIR = process.env.E2E_PROD_DIST_DIR || 'dist-prod';
// build:e2e-prod signs with the dev key of .env.example; the server must check that key (and
// not one a developer's .env may hold).
const exampleEnv = parseDotenv(fs.readFileSync(path.resolve(__dirname, '.env.example')));

export default defineConfig({
  ...base,
  testDir: 'test/e2e-prod',
  outputDir: `test-results/${DIST_DIR}`,
  use: { ...base.use, baseURL: `http://localhost:${PORT}` },
  webServer: {
    command: 'node --import tsx scripts/preview.ts',
    port: PORT,
    env: { PORT: String(PORT), DIST_DIR, API_SECRET: exampleEnv.API_SECRET ?? '' },
    reuseExistingServer: !process.env.CI,
  },
});
