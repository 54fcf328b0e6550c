import type { PackUnit } from '../model/types';

/**
 * Liquids and creams are compared per 100 ml or 100 g (docs/decisions.md, "Unit prices and the
 * legal frame").
 */
const PER_HUNDRED: ReadonlySet<PackUnit['kind']> = new Set(['ml', 'g']);

/**
 * Does the pack need a unit price beside its price? A pack of one piece already shows it; a
 * measured pack always does, so packs of 10 ml and 200 ml compare.
 */
export const hasUnitPrice = (unit: PackUnit | null): unit is PackUnit =>
  unit !== null && (PER_HUNDRED.has(unit.kind) ? unit.count > 0 : unit.count > 1);

/**
 * The price of one tablet, capsule, sachet, ampoule, lozenge or piece, or of 100 ml or 100 g;
 * null where the pack needs none. Not rounded here: money is shown with 2 decimals by Intl.
 */
export const unitPriceOf = (packPrice: number, unit: PackUnit | null): number | null => {
  if (!hasUnitPrice(unit)) return null;
  return PER_HUNDRED.has(unit.kind) ? (packPrice * 100) / unit.count : packPrice / unit.count;
};
