import { Suspense, type ReactNode } from 'react';

/**
 * The digest the prerender gives the render it refuses below, so that the browser knows the
 * fallback in the HTML for what it is (`isVisitorsOwnFallback`), not for a failed render.
 */
const VISITORS_OWN_DIGEST = 'visitors-own';

/** The prerender's render of a visitor's own part: refused, so the HTML holds the fallback. */
class VisitorsOwnPartRefused extends Error {
  readonly digest = VISITORS_OWN_DIGEST;
  constructor() {
    super('A part of the visitor’s own is drawn in the browser only');
  }
}

/** Throws where there is no visitor: the prerender (no `window`, docs/decisions.md "The cart from what is stored"). */
const InTheBrowserOnly = () => {
  if (typeof window === 'undefined') throw new VisitorsOwnPartRefused();
  return null;
};

/**
 * What the prerender says about such a refusal: nothing to log, and its digest. Any other error
 * keeps React's own way (logged, no digest).
 */
export const prerenderErrorDigest = (error: unknown): string | undefined => {
  if (error instanceof VisitorsOwnPartRefused) return VISITORS_OWN_DIGEST;
  // eslint-disable-next-line no-console -- React's own default for a render error in the prerender
  console.error(error);
  return undefined;
};

/** The browser's hydration found a visitor's own part and drew it afresh: as planned, nothing to report. */
export const isVisitorsOwnFallback = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'digest' in error && error.digest === VISITORS_OWN_DIGEST;

/**
 * A part of the page that is the visitor's own (the cart's lines): never in the prerendered HTML,
 * drawn from what the visitor has stored in the app's first render. React's own way for content
 * of the browser only: the prerender's render of the part throws inside its `<Suspense>`, so the
 * HTML holds `fallback`, and hydration renders the part afresh, from the store's own state
 * rather than the state the HTML was made from (docs/decisions.md, "The cart from what is stored").
 */
export const VisitorsOwnPart = ({ fallback, children }: { fallback: ReactNode; children: ReactNode }) => (
  <Suspense fallback={fallback}>
    <InTheBrowserOnly />
    {children}
  </Suspense>
);
