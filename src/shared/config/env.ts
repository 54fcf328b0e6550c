/**
 * Build-time configuration (docs/behaviour.md §1). webpack's DefinePlugin replaces each
 * `process.env.X` with a literal; jest reads the real environment. Nothing else in src
 * reads process.env, but for the mock switch in app/start.tsx, which must stay a literal
 * expression for webpack to drop the mock chunk from real-API builds.
 */
export const env = {
  apiUrl: (process.env.API_URL ?? '').replace(/\/+$/, ''),
  // Always set: webpack defines it (environment, .env, else the dev value of .env.example)
  // and the jest setup reads .env.example. No literal fallback, so a real build holds only
  // the key it was given.
  apiSecret: process.env.API_SECRET ?? '',
  apiMock: (process.env.API_MOCK ?? 'true') !== 'false',
  gtmId: process.env.GTM_ID ?? '',
  publicPath: process.env.PUBLIC_PATH || '/',
} as const;

/**
 * Whether webpack built in production mode (jest and the dev server: no). A constant of its own,
 * for the same reason as HAS_TAG_MANAGER below: a literal in the bundle, so the minifier drops
 * what only development builds do (the tolerant reader's reports, src/shared/api/tolerant.ts;
 * Redux DevTools' sanitizers) from production builds.
 */
export const IS_PRODUCTION_BUILD = process.env.NODE_ENV === 'production';

/**
 * Whether this build has a tag manager (GTM_ID). A constant of its own rather than a read of
 * `env.gtmId`: DefinePlugin makes it a literal, so the minifier drops whatever is asked for only
 * under it (the consent banner, the footer's privacy settings) from a build without one
 * (docs/decisions.md, "Shell code the first visit does not run").
 */
export const HAS_TAG_MANAGER = !!process.env.GTM_ID;
