import type { CartLine, CartState } from '../model/cartSlice';

/** A restored cart for a test's preloaded state: the lines as if read from `aptkB` and priced. */
export const restoredCart = (lines: CartLine[]): CartState => ({ lines, settled: lines, restored: true });
