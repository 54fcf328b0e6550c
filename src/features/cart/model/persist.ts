import { readLocal, writeLocal } from '@/shared/storage';
import { cartRestored, type CartLine } from './cartSlice';
import { encodeCart, readStoredCart } from './cartFormat';
import { CART_STORAGE_KEY } from './constants';

/**
 * The stored cart (localStorage `aptkB`, the contract's `[[101,2]]`) as the action that puts it
 * in the store. Dispatched once, before the router starts (app/visitorState.ts); the listener
 * then stores every change of the lines (`storeCartLines`) and follows other tabs.
 */
export const restoreStoredCart = () => cartRestored(readStoredCart(readLocal(CART_STORAGE_KEY)));

/**
 * Writes the lines in the contract's form (the empty string for an empty cart), only when
 * that differs from what is stored: an unchanged value is not rewritten, so following
 * another tab's change does not echo back to it.
 */
export const storeCartLines = (lines: readonly CartLine[]): void => {
  const value = encodeCart(lines);
  if ((readLocal(CART_STORAGE_KEY) ?? '') !== value) writeLocal(CART_STORAGE_KEY, value);
};
