// Build-time variables (docs/behaviour.md §1). webpack's DefinePlugin replaces exactly these
// `process.env.X` expressions with string literals; jest reads them from the real process.env.
declare namespace NodeJS {
  interface ProcessEnv {
    /** Base URL before `/site/v1/...`; '' = same origin. */
    API_URL?: string;
    /** HMAC-SHA256 key of the `token` header. */
    API_SECRET?: string;
    /** 'true' (default): MSW mock backend in the browser; 'false': real network. */
    API_MOCK?: string;
    /** Tag manager container id; '' = no tag manager script. */
    GTM_ID?: string;
    /** webpack publicPath, default '/'. */
    PUBLIC_PATH?: string;
    /** Products in the mock catalogue (docs/mock-backend.md); '' = the base dataset. */
    MOCK_PRODUCTS?: string;
    /** `<id>:<percent>`: that product's price changed, to try an incremental rebuild (docs/mock-backend.md). */
    MOCK_PRICE_CHANGE?: string;
    NODE_ENV?: 'development' | 'production' | 'test';
  }
}
