// Build-time variables (contract section 1). webpack's DefinePlugin replaces exactly these
// `process.env.X` expressions with string literals; jest reads them from the real process.env.
declare namespace NodeJS {
  interface ProcessEnv {
    /** Base URL before `/site/v1/...`; '' = same origin. */
    readonly API_URL?: string;
    /** HMAC-SHA256 key of the `token` header. */
    readonly API_SECRET?: string;
    /** 'true' (default): MSW mock backend in the browser; 'false': real network. */
    readonly API_MOCK?: string;
    /** Tag manager container id; '' = no tag manager script. */
    readonly GTM_ID?: string;
    /** webpack publicPath, default '/'. */
    readonly PUBLIC_PATH?: string;
    readonly NODE_ENV?: 'development' | 'production' | 'test';
  }
}
