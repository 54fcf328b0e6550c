import { useEffect, useReducer } from 'react';
import { addPartMessages } from '@/shared/i18n';
import type { PromoCatalog } from './PromoCatalog';

const PART = 'promo-catalog-part';

/**
 * One promotion's products under its banner (`/catalog?promo=<id>`) are a part of their own with
 * their messages (docs/performance.md, "Messages per route"): no prerendered page has a
 * promotion, so the catalogue's first load does without the banner's code, its dates and
 * colours, and the promotion's empty and error states. The catalogue's loader waits for it
 * beside the promotion's data (loader.ts), so the page renders it at once, with no shift.
 */
let loaded: typeof PromoCatalog | null = null;
let loading: Promise<void> | undefined;

/** Loads the part once; a failed load (offline) fails the route's loader, and the next one tries again. */
export const loadPromoCatalog = (): Promise<void> =>
  (loading ??= Promise.all([
    import(/* webpackChunkName: "promo-catalog-part" */ './PromoCatalog'),
    addPartMessages(PART),
  ]).then(
    ([module]) => {
      loaded = module.PromoCatalog;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** The part once it is in; asks for it when the route's loader has not (a page hydrated from other HTML). */
export const usePromoCatalog = (): typeof PromoCatalog | null => {
  const [, arrived] = useReducer((count: number) => count + 1, 0);
  const missing = loaded === null;
  useEffect(() => {
    if (missing) loadPromoCatalog().then(arrived, () => undefined);
  }, [missing]);
  return loaded;
};
