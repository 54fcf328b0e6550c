/**
 * QA restocks laid over the generated stock (docs/mock-backend.md, "QA controls"): a restocked
 * pharmacy and product answer the restocked units instead of the generated ones, so offers,
 * cards, the product page and the cart all see it. The generator itself is untouched; the
 * restocks live in the mock's database and survive a reload like orders do.
 */
import { currentRestocks, db, type Restock } from './db';

let index: { source: Restock[]; size: number; units: Map<string, number> } | null = null;

const slot = (pharmacyId: number, productId: number): string => `${pharmacyId}:${productId}`;

/** Units a QA restock put in the pharmacy, or undefined: the generated stock stands. */
export function restockedUnits(pharmacyId: number, productId: number): number | undefined {
  const list = currentRestocks();
  if (list.length === 0) return undefined;
  if (index?.source !== list || index.size !== list.length) {
    index = {
      source: list,
      size: list.length,
      units: new Map(list.map((r) => [slot(r.pharmacyId, r.productId), r.quantity])),
    };
  }
  return index.units.get(slot(pharmacyId, productId));
}

/** Sets the units of a product in a pharmacy (a second restock of the pair replaces the first). */
export function putRestock(restock: Restock): void {
  const state = db();
  state.restocks = [
    ...state.restocks.filter((r) => r.pharmacyId !== restock.pharmacyId || r.productId !== restock.productId),
    restock,
  ];
}
