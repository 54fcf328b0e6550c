import type { PackUnit, Product } from '../model/types';
import { unitPriceOf } from './unitPrice';

/** What a saving is counted per: the unit price's unit, or the pack where there is none. */
export type SavingUnit = PackUnit['kind'] | 'pack';

/** The price a pack comes to per unit, in the unit the unit price is shown in (docs/decisions.md, "Unit prices and the legal frame"). */
const perUnit = (price: number, unit: PackUnit | null): { amount: number; unit: SavingUnit } => {
  const amount = unitPriceOf(price, unit);
  if (amount !== null && unit) return { amount, unit: unit.kind };
  // A pack of one piece, or one whose content is not known: its price is what compares.
  return { amount: price, unit: unit?.count === 1 ? unit.kind : 'pack' };
};

/**
 * How much less `alternative` costs than `product` per unit (per 100 ml or 100 g for measured
 * goods), when both have a price here and count in the same unit; else null.
 */
export const savingPerUnit = (
  product: Pick<Product, 'price' | 'packUnit'>,
  alternative: Pick<Product, 'price' | 'packUnit'>,
): { amount: number; unit: SavingUnit } | null => {
  if (product.price === null || alternative.price === null) return null;
  const mine = perUnit(product.price, product.packUnit);
  const theirs = perUnit(alternative.price, alternative.packUnit);
  if (mine.unit !== theirs.unit || theirs.amount >= mine.amount) return null;
  return { amount: mine.amount - theirs.amount, unit: mine.unit };
};
