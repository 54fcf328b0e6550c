import { defineConfig, devices } from '@playwright/test';

import { HEADLESS_SHELL } from './test/browsers';

// Browser tests run against the production build in dist/ (npm test builds it first),
// served by scripts/serve.mjs, in Debian's chromium-headless-shell (test/browsers.ts).
// E2E_PORT and DIST_DIR let several engineers test their own builds side by side.
const PORT = Number(process.env.E2E_PORT || 4173);

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: `test-results/${process.env.DIST_DIR || 'dist'}`,
  // Limits for what never comes, not waits: a test waits for what the user waits for. A journey
  // over several pages, on two cores shared with a build, takes several times its quiet time.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // Three on two cores: a test waits on answers, timers and the browser's processes for a part of
  // its time, and a third test fills it (the main suite 16 % shorter than with two; four gained
  // nothing more).
  workers: '150%',
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording every test cost an eighth of the suite's time on two cores; a failure on CI is
    // traced on its retry, and `--trace on` records one locally.
    trace: 'on-first-retry',
    launchOptions: HEADLESS_SHELL,
  },
  projects: [
    {
      name: 'mobile',
      // Every user journey runs on both; a check whose result cannot depend on the width is
      // tagged @one-viewport and runs on desktop only, one tagged @phone-only on the phone only
      // (docs/decisions.md, "Browser tests: every journey on both viewports, the rest on one").
      grepInvert: /@one-viewport/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 800 },
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    port: PORT,
    env: { PORT: String(PORT), DIST_DIR: process.env.DIST_DIR || 'dist' },
    reuseExistingServer: !process.env.CI,
  },
});
