/**
 * Build-time configuration (contract section 1). webpack's DefinePlugin replaces each
 * `process.env.X` with a literal; jest reads the real environment. Nothing else in src
 * reads process.env.
 */
const DEV_SECRET = 'aptk-dev-signing-key-2026';

export const env = {
  apiUrl: (process.env.API_URL ?? '').replace(/\/+$/, ''),
  apiSecret: process.env.API_SECRET || DEV_SECRET,
  apiMock: (process.env.API_MOCK ?? 'true') !== 'false',
  gtmId: process.env.GTM_ID ?? '',
  publicPath: process.env.PUBLIC_PATH || '/',
  isProduction: process.env.NODE_ENV === 'production',
} as const;
