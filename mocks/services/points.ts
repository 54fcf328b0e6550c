import type { Cents } from '../lib/money';
import type { StoredOrder } from '../db';

/** docs/api.md §5c: one loyalty point per whole 100 RSD paid. */
const CENTS_PER_POINT = 100 * 100;

export const pointsForAmount = (amount: Cents): number => Math.floor(amount / CENTS_PER_POINT);

/** What a reservation earns when picked up: its priced lines (price-at-the-pharmacy lines count 0). */
export const pointsFor = (order: StoredOrder): number =>
  pointsForAmount(order.lines.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0));
