/**
 * QA's change of prices (docs/mock-backend.md, "QA controls"): every list price of every city
 * and pharmacy times a factor, to the para, so a build prerendered from this mock can be shown
 * today's prices that differ from the HTML's (docs/decisions.md, "Today's values"). Promotions
 * discount the changed list price as usual, so old prices, promotion prices, unit prices,
 * carts and orders all follow. The generator itself is untouched; 1 is no change.
 */
import type { Cents } from './money';

let factor = 1;

/** A factor above 0 (1.25: 25 % dearer); anything else, or null, back to the generated prices. */
export function setPriceFactor(value: number | null): void {
  factor = value !== null && Number.isFinite(value) && value > 0 ? value : 1;
}

/** A generated list price (cents) as QA wants it now. */
export const withPriceFactor = (cents: Cents): Cents => (factor === 1 ? cents : Math.round(cents * factor));
