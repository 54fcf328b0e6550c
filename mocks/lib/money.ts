/** Money is handled in integer para (1/100 RSD) and converted to RSD at the edge. */
export type Cents = number;

export function toRsd(cents: Cents): number {
  return Math.round(cents) / 100;
}

/**
 * Rounds a raw RSD amount to a shelf price, in cents: ≥ 200 RSD ends in ,90 of the next ten
 * (289,90); below, to ten para (87,50).
 */
export function shelfPrice(rsd: number): Cents {
  if (rsd >= 200) return Math.ceil(rsd / 10) * 1000 - 10;
  return Math.max(10, Math.round(rsd * 10) * 10);
}

/** VAT contained in a gross amount (cents) at a rate, in cents rounded. */
export function vatContained(grossCents: Cents, rate: number): Cents {
  return Math.round((grossCents * rate) / (100 + rate));
}
