import { useSyncExternalStore } from 'react';

interface DrawnOnDemand<Drawer> {
  /** Loads the drawer once; a failed load (offline) is tried again by the next picture that asks. */
  load: () => Promise<void>;
  /** The drawer, or null while it has not come. */
  useDrawer: () => Drawer | null;
}

/**
 * Code that draws pictures as markup strings, loaded after the first load (docs/performance.md,
 * "Packshots drawn on demand"): a prerendered page's pictures are already in its HTML, so
 * hydrating them needs no drawing. Hydration reads the "server" value: on the prerender (no
 * document) the drawer it has loaded before rendering, in the browser null, so a hydrated
 * picture keeps the markup of its HTML (React does not compare `dangerouslySetInnerHTML` when it
 * hydrates) until the drawer comes and draws the same again.
 */
export const drawnOnDemand = <Drawer>(importDrawer: () => Promise<Drawer>): DrawnOnDemand<Drawer> => {
  let drawer: Drawer | null = null;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    load: () =>
      (loading ??= importDrawer().then(
        (loaded) => {
          drawer = loaded;
          for (const listener of listeners) listener();
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    useDrawer: () =>
      useSyncExternalStore(
        subscribe,
        () => drawer,
        () => (typeof document === 'undefined' ? drawer : null),
      ),
  };
};
