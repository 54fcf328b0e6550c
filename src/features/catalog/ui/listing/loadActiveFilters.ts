import { addPartMessages } from '@/shared/i18n';

const PART = 'active-filters-part';

/**
 * The chips of the chosen filters, with their messages: a part of its own, because no
 * prerendered page has a filter chosen, so a listing's first load goes without them
 * (docs/performance.md, "First-load bytes").
 * The chips come in beside the listing once their code is there; no button of theirs exists
 * before it, so no press can be lost.
 */
export const loadActiveFilters = async () => ({
  default: (
    await Promise.all([import(/* webpackChunkName: "active-filters-part" */ './ActiveFilters'), addPartMessages(PART)])
  )[0].ActiveFilters,
});
