import type { CartPricing } from '../api/cartApi';
import { fromPara, toPara } from './money';

type LineKind = 'priced' | 'safety' | 'unavailable';

export interface LineSummary {
  id: number;
  quantity: number;
  kind: LineKind;
  /** Unit price; null unless the line is priced. */
  unitPrice: number | null;
  /** unitPrice × quantity; null unless the line is priced. */
  lineTotal: number | null;
}

export interface CartSummary {
  lines: LineSummary[];
  /** RSD including PDV, over priced lines only (docs/behaviour.md §10: allow_safety counts as 0). */
  total: number;
  /** Units by kind: the summary counts price-at-the-pharmacy and unavailable items separately. */
  pricedUnits: number;
  safetyUnits: number;
  unavailableUnits: number;
  /** null: the answer had no count (docs/api.md, "Required and optional fields"). */
  storesQuantity: number | null;
  /** The server's loyalty points for the cart; 0: none to show. */
  points: number;
}

export const EMPTY_SUMMARY: CartSummary = {
  lines: [],
  total: 0,
  pricedUnits: 0,
  safetyUnits: 0,
  unavailableUnits: 0,
  storesQuantity: 0,
  points: 0,
};

/** No price at all means no pharmacy of the city has it, allow_safety or not (docs/api.md). */
const kindOf = (item: CartPricing['items'][number]): LineKind => {
  if (item.price === null) return 'unavailable';
  return item.allowSafety ? 'safety' : 'priced';
};

/** The totals rules of docs/behaviour.md §10 applied to the server's pricing. */
export const summarizeCart = (pricing: CartPricing | undefined): CartSummary => {
  if (!pricing) return EMPTY_SUMMARY;
  let totalPara = 0;
  const units: Record<LineKind, number> = { priced: 0, safety: 0, unavailable: 0 };
  const lines = pricing.items.map((item): LineSummary => {
    const kind = kindOf(item);
    units[kind] += item.quantity;
    if (kind !== 'priced' || item.price === null)
      return { id: item.id, quantity: item.quantity, kind, unitPrice: null, lineTotal: null };
    const linePara = toPara(item.price) * item.quantity;
    totalPara += linePara;
    return { id: item.id, quantity: item.quantity, kind, unitPrice: item.price, lineTotal: fromPara(linePara) };
  });
  return {
    lines,
    total: fromPara(totalPara),
    pricedUnits: units.priced,
    safetyUnits: units.safety,
    unavailableUnits: units.unavailable,
    storesQuantity: pricing.storesQuantity,
    points: pricing.points,
  };
};
