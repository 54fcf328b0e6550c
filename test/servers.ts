import fs from 'node:fs';
import path from 'node:path';
import { parse as parseDotenv } from 'dotenv';

const exampleEnv = parseDotenv(fs.readFileSync(path.resolve(__dirname, '../.env.example')));

/** The production build of the browser tests (`npm run build:e2e-prod`): no mock inside, a tag manager. */
export const PROD_DIST_DIR = process.env.E2E_PROD_DIST_DIR || 'dist-prod';

/**
 * `npm run preview` as a Playwright web server: the production build with the mock API over
 * HTTP on its origin, checking the dev key of .env.example, as the build was signed (not one a
 * developer's .env may hold).
 */
export const mockApiServer = (port: number) => ({
  command: 'node --import tsx scripts/preview.ts',
  port,
  env: { PORT: String(port), DIST_DIR: PROD_DIST_DIR, API_SECRET: exampleEnv.API_SECRET ?? '' },
  reuseExistingServer: !process.env.CI,
});

/**
 * `npm run serve:nginx` as a Playwright web server: `env.DIST` through deploy/nginx.conf on
 * `port` (IPv4: nginx listens on 127.0.0.1), with the build's GTM_ID or an API_UPSTREAM if given.
 */
export const nginxServer = (port: number, env: { DIST: string; GTM_ID?: string; API_UPSTREAM?: string }) => ({
  command: 'node scripts/serve-nginx.mjs',
  url: `http://127.0.0.1:${port}/index.html`,
  env: { PORT: String(port), ...env },
  reuseExistingServer: !process.env.CI,
  // nginx stops on QUIT/TERM and the script removes its temporary folder.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});
