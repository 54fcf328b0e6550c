import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';
import type { CartLine } from './cartSlice';

const isPositiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/** The contract's compact form: `[[101,2],[205,1]]`, and the empty string for an empty cart. */
export const encodeCart = (lines: readonly CartLine[]): string =>
  lines.length === 0 ? '' : JSON.stringify(lines.map((line) => [line.id, line.quantity]));

/**
 * Reads the stored form. Anything unreadable counts as an empty cart; inside a readable list,
 * malformed pairs are skipped, repeated ids are merged, quantities are capped and the list is
 * cut at MAX_CART_LINES, so the visitor keeps every line that can still be understood.
 */
export const decodeCart = (raw: string | null | undefined): CartLine[] => {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const lines: CartLine[] = [];
  for (const pair of parsed) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const [id, quantity] = pair as unknown[];
    if (!isPositiveInteger(id) || !isPositiveInteger(quantity)) continue;
    const existing = lines.find((line) => line.id === id);
    if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + quantity);
    else if (lines.length < MAX_CART_LINES) lines.push({ id, quantity: Math.min(MAX_LINE_QUANTITY, quantity) });
  }
  return lines;
};
