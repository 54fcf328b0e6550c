import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { LoaderFunction } from 'react-router';

/**
 * What route loaders get from the app: the store, and whether to wait for the data they start.
 * Loaders start every request a page needs, in parallel with its chunk (docs/decisions.md,
 * "Route loaders"). They wait only where the first render must already hold the data: while
 * prerendering, and on the browser's first load, which hydrates the prerendered HTML.
 */
export interface LoaderStore {
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
  getState: () => unknown;
}

export interface LoaderEnv {
  store: LoaderStore;
  /** `prerender`: at build time, with no visitor (no cookies, no storage). */
  target: 'browser' | 'prerender';
  /**
   * Wait for the data: the first load, a Back/Forward and a visitor-city reload do
   * (`selectLoadersAwaitData`, docs/lifecycle.md); a tap's page shows its frame, then its data.
   */
  awaitData: () => boolean;
  /** The city whose prices and stock to ask for (the app decides: selected, or default). */
  cityId: () => number;
}

export type RouteLoader = (env: LoaderEnv) => LoaderFunction;

/** A started RTK Query request (what `endpoint.initiate(args)` returns once dispatched). */
export interface StartedQuery {
  unsubscribe: () => void;
  unwrap: () => Promise<unknown>;
}

/**
 * Waits for started requests when the env says so; either way drops the loader's own
 * subscription, so the cache keeps the answer for the components' hooks (same arguments:
 * no second request) and forgets it later as usual.
 */
export const settleQueries = async (env: LoaderEnv, queries: readonly StartedQuery[]): Promise<void> => {
  try {
    if (env.awaitData()) await Promise.allSettled(queries.map((query) => query.unwrap()));
  } finally {
    for (const query of queries) query.unsubscribe();
  }
};

/** A 404 for the route's error boundary, which shows the route's own "not found" text. */
export const notFound = (): Response => new Response(null, { status: 404, statusText: 'Not Found' });

/** Whether a settled RTK Query result is the API's 404. */
export const isNotFoundResult = (result: { error?: unknown }): boolean =>
  typeof result.error === 'object' && result.error !== null && (result.error as { status?: unknown }).status === 404;
