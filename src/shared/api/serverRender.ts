/**
 * What the baseQuery needs when it runs outside a browser, at build time (docs/decisions.md,
 * "Prerendering"). The prerender gives each page's store an `extra` with a recorder; every GET
 * answer is recorded under the URL the browser will ask for, which becomes the page's
 * `aptk-state`. `fetchBase` is where the build machine reaches the API (PRERENDER_API_URL);
 * the recorded key stays the browser's URL.
 */
export interface ServerRenderExtra {
  recordAnswer: (url: string, data: unknown) => void;
  /** Origin (and optional path) put before `/site/v1` for the actual fetch. */
  fetchBase: string;
}

export const isServerRenderExtra = (extra: unknown): extra is ServerRenderExtra =>
  typeof extra === 'object' &&
  extra !== null &&
  typeof (extra as { recordAnswer?: unknown }).recordAnswer === 'function';
