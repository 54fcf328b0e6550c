/**
 * "Bring it to my pharmacy" (docs/api.md, GET /pharmacies/transfers; docs/decisions.md,
 * "Transfers").
 */
import { stockAt, type Dataset } from '../data/dataset';
import type { PharmacySeed } from '../data/pharmacies';
import type { ProductSeed } from '../data/products';
import { transferReadyBy } from '../lib/time';

export interface TransferOption {
  from: PharmacySeed;
  readyBy: number;
}

/** Days until a transfer is ready: the next day from the same city, two days from another. */
const TRANSFER_DAYS = { sameCity: 1, otherCity: 2 } as const;

/**
 * Where `quantity` units of a product come from for pharmacy `to`, and when they are ready:
 * another pharmacy with that many in stock, of the same city first, then the one with the most
 * units, then the lowest id. Null when no pharmacy of the chain has them.
 */
export function transferOption(
  ds: Dataset,
  to: PharmacySeed,
  product: ProductSeed,
  quantity: number,
  now: number,
): TransferOption | null {
  let best: PharmacySeed | null = null;
  let bestKey: [number, number] = [0, 0];
  for (const ph of ds.pharmacies) {
    if (ph === to) continue;
    const units = stockAt(ds, ph, product);
    if (units < quantity) continue;
    const key: [number, number] = [ph.cityId === to.cityId ? 1 : 0, units];
    if (!best || key[0] > bestKey[0] || (key[0] === bestKey[0] && key[1] > bestKey[1])) {
      best = ph;
      bestKey = key;
    }
  }
  if (!best) return null;
  const days = best.cityId === to.cityId ? TRANSFER_DAYS.sameCity : TRANSFER_DAYS.otherCity;
  return { from: best, readyBy: transferReadyBy(to.hours, now, days) };
}
