/**
 * Carts that show the reservation flows with this dataset, found by rule rather than by id:
 * jest tests and the browser tests choose their products with them (the dataset is deterministic).
 */
import { pharmaciesWith, stockAt, type Dataset } from './dataset';
import type { PharmacySeed } from './pharmacies';
import type { ProductSeed } from './products';

const plain = (p: ProductSeed): boolean => !p.allowSafety && !p.rx && p.availability !== 'none';

/**
 * Two products (of different names) the city has, but no pharmacy of it has both: a cart that
 * only a split reserves.
 */
export function splitPair(ds: Dataset, cityId: number): [ProductSeed, ProductSeed] {
  const sold = ds.products.filter((p) => plain(p) && pharmaciesWith(ds, cityId, p).length > 0);
  for (const a of sold) {
    const at = new Set(pharmaciesWith(ds, cityId, a));
    const b = sold.find((p) => p.name.sr !== a.name.sr && pharmaciesWith(ds, cityId, p).every((ph) => !at.has(ph)));
    if (b) return [a, b];
  }
  throw new Error(`no split pair in city ${cityId}`);
}

/** POST /orders without the contacts: one line from the chosen pharmacy, one brought to it. */
interface TransferOrder {
  city_id: number;
  pharmacy_id: number;
  items: Array<{ id: number; quantity: number }>;
  transfers: Array<{ id: number; quantity: number }>;
}

/**
 * A pharmacy of the city, a product it has and one it lacks that another pharmacy of the same
 * city has: a cart whose second line is brought to that pharmacy, and its reservation (`order`).
 */
export function transferCase(
  ds: Dataset,
  cityId: number,
): { pharmacy: PharmacySeed; has: ProductSeed; lacks: ProductSeed; order: TransferOrder } {
  const sold = ds.products.filter((p) => plain(p));
  for (const pharmacy of ds.pharmaciesByCity.get(cityId) ?? []) {
    const has = sold.find((p) => stockAt(ds, pharmacy, p) > 0);
    const lacks = sold.find(
      (p) => p.name.sr !== has?.name.sr && stockAt(ds, pharmacy, p) === 0 && pharmaciesWith(ds, cityId, p).length > 0,
    );
    if (has && lacks) {
      const order = {
        city_id: cityId,
        pharmacy_id: pharmacy.id,
        items: [{ id: has.id, quantity: 1 }],
        transfers: [{ id: lacks.id, quantity: 1 }],
      };
      return { pharmacy, has, lacks, order };
    }
  }
  throw new Error(`no transfer case in city ${cityId}`);
}

/**
 * A product of that kind (`medicine`, `cosmetic`, …) without a safety lock that a pharmacy of the
 * city has at least twice: the lines of a mixed cart for the delivery tests.
 */
export function stockedOfKind(ds: Dataset, cityId: number, kind: ProductSeed['kind']): ProductSeed {
  const found = ds.products.find(
    (p) => p.kind === kind && !p.allowSafety && pharmaciesWith(ds, cityId, p).some((ph) => stockAt(ds, ph, p) >= 2),
  );
  if (!found) throw new Error(`no ${kind} stocked twice in city ${cityId}`);
  return found;
}
