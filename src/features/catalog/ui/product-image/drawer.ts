import { useSyncExternalStore } from 'react';
import type { drawPackshot } from './packshot';

type Draw = typeof drawPackshot;

/**
 * The packshot drawer (packshot.ts and its packs, about 3.5 KB gzip) is a chunk of its own: a
 * prerendered page's pictures are already in its HTML, so hydrating them needs no drawing, and
 * the first load does without it (docs/performance.md, "Packshots drawn on demand"). It comes
 * with the first navigation, or with the first picture that has no HTML to stand on.
 */
let draw: Draw | null = null;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the drawer once; a failed load (offline) is tried again by the next picture that asks. */
export const loadPackshotDrawer = (): Promise<void> =>
  (loading ??= import(/* webpackChunkName: "packshots" */ './packshot').then(
    (module) => {
      draw = module.drawPackshot;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

const subscribe = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The drawer, or null while it has not come. Hydration reads the "server" value: on the
 * prerender (no document) the drawer it has loaded before rendering, in the browser null, so a
 * hydrated picture keeps the markup of its HTML (React does not compare `dangerouslySetInnerHTML`
 * when it hydrates) until the drawer comes and draws the same again.
 */
export const usePackshotDrawer = (): Draw | null =>
  useSyncExternalStore(
    subscribe,
    () => draw,
    () => (typeof document === 'undefined' ? draw : null),
  );
