import { useEffect } from 'react';
import { addPartMessages } from '@/shared/i18n';
import { codeOnDemand } from '@/shared/lib';

const PART = 'promo-catalog-part';

/**
 * One promotion's products under its banner (`/catalog?promo=<id>`) are a part of their own with
 * their messages (docs/performance.md, "Messages per route"): no prerendered page has a
 * promotion, so the catalogue's first load does without the banner's code, its dates and
 * colours, and the promotion's empty and error states. The catalogue's loader waits for it
 * beside the promotion's data (loader.ts), so the page renders it at once, with no shift; a
 * failed load (offline) fails the loader, and the next one tries again.
 */
const part = codeOnDemand(() =>
  Promise.all([import(/* webpackChunkName: "promo-catalog-part" */ './PromoCatalog'), addPartMessages(PART)]).then(
    ([module]) => module.PromoCatalog,
  ),
);

export const loadPromoCatalog = part.load;

/** The part once it is in; asks for it when the route's loader has not (a page hydrated from other HTML). */
export const usePromoCatalog = () => {
  const PromoCatalog = part.useCode();
  useEffect(() => {
    if (!PromoCatalog) part.load().catch(() => undefined);
  }, [PromoCatalog]);
  return PromoCatalog;
};
