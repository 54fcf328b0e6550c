import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './constants';
import type { CartLine } from './cartSlice';

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1;

/**
 * A stored quantity read leniently (docs/decisions.md, "Cart"): a number or a
 * numeric string, rounded down (`"2"` and `2.5` are 2); anything else, or less than 1, is null.
 */
const readQuantity = (value: unknown): number | null => {
  const number = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) return null;
  const whole = Math.floor(number);
  return whole >= 1 && Number.isSafeInteger(whole) ? whole : null;
};

export interface StoredCart {
  lines: CartLine[];
  /** Readable products left out because the cart names at most MAX_CART_LINES. */
  overflow: number;
}

/** The contract's compact form: `[[101,2],[205,1]]`, and the empty string for an empty cart. */
export const encodeCart = (lines: readonly CartLine[]): string =>
  lines.length === 0 ? '' : JSON.stringify(lines.map((line) => [line.id, line.quantity]));

/**
 * Reads the stored form. Anything unreadable counts as an empty cart; inside a readable list,
 * malformed pairs are skipped, quantities are read leniently, repeated ids are merged,
 * quantities are capped and the list is cut at MAX_CART_LINES (counted in `overflow`, so the
 * visitor can be told), so the visitor keeps every line that can still be understood.
 */
export const readStoredCart = (raw: string | null | undefined): StoredCart => {
  if (!raw) return { lines: [], overflow: 0 };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { lines: [], overflow: 0 };
  }
  if (!Array.isArray(parsed)) return { lines: [], overflow: 0 };
  const lines: CartLine[] = [];
  const left = new Set<number>();
  for (const pair of parsed) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const [id, stored] = pair as unknown[];
    const quantity = readQuantity(stored);
    if (!isPositiveInteger(id) || quantity === null) continue;
    const existing = lines.find((line) => line.id === id);
    if (existing) existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + quantity);
    else if (lines.length < MAX_CART_LINES) lines.push({ id, quantity: Math.min(MAX_LINE_QUANTITY, quantity) });
    else left.add(id);
  }
  return { lines, overflow: left.size };
};

export const decodeCart = (raw: string | null | undefined): CartLine[] => readStoredCart(raw).lines;
