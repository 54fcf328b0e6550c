import type { Offer } from '../model/types';

export const OFFER_SORTS = ['complete', 'price'] as const;
export type OfferSort = (typeof OFFER_SORTS)[number];

export const isOfferSort = (value: unknown): value is OfferSort => (OFFER_SORTS as readonly unknown[]).includes(value);

/**
 * 'complete': the server's order (complete offers first, then more lines, then cheaper).
 * 'price': the lowest total first; among equal totals the more complete offer first.
 */
export const sortOffers = <T extends { offer: Offer }>(items: readonly T[], sort: OfferSort): T[] => {
  if (sort === 'complete') return [...items];
  return [...items].sort(
    ({ offer: a }, { offer: b }) =>
      a.total - b.total || Number(b.complete) - Number(a.complete) || b.availableCount - a.availableCount,
  );
};
