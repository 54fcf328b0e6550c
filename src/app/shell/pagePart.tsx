import { useEffect } from 'react';

let pageShown: () => void = () => undefined;

/**
 * The page's own Suspense part has hydrated: its queries are subscribed. Today's values are
 * asked again only after it, since RTK Query drops an invalidated answer that nothing subscribes
 * to, and the page would show its placeholder until the new answer (docs/decisions.md,
 * "Hydration by parts").
 */
export const pagePartHydrated: Promise<void> = new Promise((resolve) => {
  pageShown = resolve;
});

/** Rendered last inside the page's boundary: its effect runs once the page's have. */
export const PagePartSignal = () => {
  useEffect(() => pageShown(), []);
  return null;
};
