import { fail } from '../lib/errors';
import { arr, int, intRange, obj } from '../lib/shape';
import type { CitySeed } from '../data/cities';
import type { Dataset } from '../data/dataset';
import type { ProductSeed } from '../data/products';

export const cartLines = arr(obj({ id: int, quantity: intRange(1, 999) }), 200);
export const empty = obj({});

export function cityOr404(ds: Dataset, id: number): CitySeed {
  const city = ds.cityById.get(id);
  if (!city) throw fail(404, 'cityNotFound');
  return city;
}

/** Known products of cart lines, quantities of repeated ids added up. */
export function mergeLines(
  ds: Dataset,
  lines: Array<{ id: number; quantity: number }>,
): Array<{ product: ProductSeed; quantity: number }> {
  const merged = new Map<number, { product: ProductSeed; quantity: number }>();
  for (const line of lines) {
    const product = ds.productById.get(line.id);
    if (!product) continue;
    const entry = merged.get(line.id);
    if (entry) entry.quantity += line.quantity;
    else merged.set(line.id, { product, quantity: line.quantity });
  }
  return [...merged.values()];
}
