import fs from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';

const exampleEnv = parseDotenv(fs.readFileSync(path.resolve(__dirname, '../.env.example')));

/** The production build of the browser tests (`npm run build:e2e-prod`): no mock inside, a tag manager. */
export const PROD_DIST_DIR = process.env.E2E_PROD_DIST_DIR || 'dist-prod';

/**
 * `npm run preview` as a Playwright web server: `dist` with the mock API over HTTP on its origin,
 * signed with the dev key of .env.example, as the production build was made.
 */
export const mockApiServer = (port: number, dist = PROD_DIST_DIR) => ({
  command: 'node --import tsx scripts/preview.ts',
  port,
  env: { PORT: String(port), DIST_DIR: dist, API_SECRET: exampleEnv.API_SECRET ?? '' },
  reuseExistingServer: !process.env.CI,
});
