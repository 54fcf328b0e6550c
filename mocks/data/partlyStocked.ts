import { pharmaciesWith, type Dataset } from './dataset';
import type { PharmacySeed } from './pharmacies';
import type { ProductSeed } from './products';

/**
 * A medicine that some pharmacies of a city have and at least one lacks, found by the generated
 * stock, not by a fixed id (the tests of "My therapy": the nearest pharmacy with the pack).
 * Its name has one pack only, so a search for it lists one result.
 */
export function partlyStocked(
  ds: Dataset,
  cityId: number,
): { product: ProductSeed; stocked: PharmacySeed[]; lacking: PharmacySeed } {
  const all = ds.pharmaciesByCity.get(cityId) ?? [];
  for (const product of ds.products) {
    if (product.allowSafety || ds.products.some((p) => p !== product && p.name.en === product.name.en)) continue;
    const stocked = pharmaciesWith(ds, cityId, product);
    const lacking = all.find((ph) => !stocked.includes(ph));
    if (stocked.length > 1 && lacking) return { product, stocked, lacking };
  }
  throw new Error(`the mock dataset has no product partly stocked in city ${cityId}`);
}
