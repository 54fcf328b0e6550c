/**
 * The prerender's server bundle (webpack `serverConfig`): what scripts/prerender.mjs calls to
 * turn every public address into HTML (docs/decisions.md, "Prerendering").
 */
export { createPageRenderer, finishSite, planPrerender } from './prerenderSite';
export type { PageJob, PageOutcome, PrerenderOptions, PrerenderPlan } from './prerenderSite';
export { pageFile } from './safePaths';

/**
 * With API_MOCK=true the build answers from the mock handlers in this process (msw/node), so a
 * fresh clone prerenders the whole dataset with no server. Spelled out for webpack to fold.
 */
export const startMockApi = async (): Promise<boolean> => {
  if (process.env.API_MOCK === 'false') return false;
  const { server } = await import('@mocks/node');
  server.listen({ onUnhandledRequest: 'bypass' });
  return true;
};
