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

export interface PromoDto {
  id: number;
  slug: string;
  title: string;
  description: string;
  discount_percent: number;
  starts_at: string;
  ends_at: string;
  products_count: number;
  color: string;
}
