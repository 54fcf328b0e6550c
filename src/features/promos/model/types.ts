export type PromoPhase = 'running' | 'upcoming';

export interface Promo {
  id: number;
  slug: string;
  title: string;
  description: string;
  discountPercent: number;
  /** Calendar dates `YYYY-MM-DD`, both inclusive. */
  startsAt: string;
  endsAt: string;
  /** Products of the promo that the selected city's pharmacies have. */
  productsCount: number;
  color: string;
}
