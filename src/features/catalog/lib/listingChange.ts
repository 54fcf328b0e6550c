import { LISTING_KEYS, type ListingState } from './listingQuery';

/*
 * The listing's changes, written back to the URL: only the listing's own controls use them, so
 * they come with the listing's code, not with the route loaders that read the URL
 * (listingQuery.ts, in the first load of every page).
 */

/**
 * The URL parameters for a listing state. Parameters that are not the listing's (the search
 * `q`, campaign tags) are kept from `base`; the listing's own are written in a fixed order.
 */
export const serializeListing = (
  state: ListingState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams => {
  const next = new URLSearchParams();
  const own = new Set<string>(Object.values(LISTING_KEYS));
  base.forEach((value, key) => {
    if (!own.has(key)) next.append(key, value);
  });
  for (const name of state.manufacturers) next.append(LISTING_KEYS.manufacturer, name);
  for (const form of state.forms) next.append(LISTING_KEYS.form, form);
  if (state.rx !== null) next.set(LISTING_KEYS.rx, state.rx ? '1' : '0');
  if (state.inStock) next.set(LISTING_KEYS.stock, '1');
  if (state.pharmacyId !== null) next.set(LISTING_KEYS.pharmacy, String(state.pharmacyId));
  if (state.sort !== null) next.set(LISTING_KEYS.sort, state.sort);
  if (state.page > 1) next.set(LISTING_KEYS.page, String(state.page));
  return next;
};

/** A change of what is shown starts again at page 1; only a page change keeps the page. */
export const changeListing = (state: ListingState, patch: Partial<ListingState>): ListingState => ({
  ...state,
  ...patch,
  page: patch.page ?? 1,
});

export const activeFilterCount = (state: ListingState): number =>
  state.manufacturers.length +
  state.forms.length +
  (state.rx !== null ? 1 : 0) +
  (state.inStock ? 1 : 0) +
  (state.pharmacyId !== null ? 1 : 0);
