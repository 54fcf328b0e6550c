import type { Reducer } from '@reduxjs/toolkit';
import { persistReducer, type PersistConfig, type WebStorage } from 'redux-persist';
import { storedValue } from '@/shared/storage';
import { cartReducer, type CartLine, type CartState } from './cartSlice';
import { decodeCart, encodeCart, readStoredCart, type StoredCart } from './cartFormat';
import { CART_STORAGE_KEY } from './constants';

/**
 * redux-persist hands its storage a JSON envelope of JSON-encoded keys
 * (`{"lines":"[{\"id\":101,\"quantity\":2}]","_persist":"…"}`). This storage translates that
 * envelope to and from the contract's `aptkB` value (`[[101,2]]`, empty string when empty),
 * so nothing else is ever written under the key (docs/behaviour.md §5).
 */
const linesFromEnvelope = (envelope: string): CartLine[] | undefined => {
  try {
    const outer: unknown = JSON.parse(envelope);
    if (!outer || typeof outer !== 'object') return undefined;
    const inner = (outer as { lines?: unknown }).lines;
    if (typeof inner !== 'string') return undefined;
    const lines: unknown = JSON.parse(inner);
    if (!Array.isArray(lines)) return undefined;
    return decodeCart(JSON.stringify(lines.map((line: Partial<CartLine> | null) => [line?.id, line?.quantity])));
  } catch {
    return undefined;
  }
};

/**
 * localStorage `aptkB` (docs/behaviour.md §5): the browser's cart, kept when a session ends (the
 * tab where it ended offers to empty it, clearOffer.ts). Unreadable text is an empty cart.
 */
export const storedCart = storedValue<StoredCart>({
  key: CART_STORAGE_KEY,
  decode: readStoredCart,
  encode: ({ lines }) => encodeCart(lines),
  emptyText: '',
});

const EMPTY: StoredCart = { lines: [], overflow: 0 };

/** redux-persist's storage, on `storedCart` (its key is always CART_STORAGE_KEY). */
const cartStorage: WebStorage = {
  // `overflow` rides along in the REHYDRATE payload, so the listener can say what the cap left out.
  getItem: () => {
    const { lines, overflow } = storedCart.read() ?? EMPTY;
    return Promise.resolve(JSON.stringify({ lines: JSON.stringify(lines), overflow: JSON.stringify(overflow) }));
  },
  setItem: (_key, envelope) => {
    const lines = linesFromEnvelope(envelope);
    // A malformed envelope (never produced by redux-persist) leaves the stored cart alone; an
    // unchanged value is not rewritten, so following another tab's change does not echo back.
    if (lines) storedCart.write({ lines, overflow: 0 });
    return Promise.resolve();
  },
  removeItem: () => {
    storedCart.remove();
    return Promise.resolve();
  },
};

const cartPersistConfig: PersistConfig<CartState> = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: cartStorage,
  whitelist: ['lines'],
  // The slice restores itself on REHYDRATE (isCartRestored), so `restored` and the priced
  // snapshot follow in the same dispatch.
  stateReconciler: false,
};

/**
 * The cart reducer with redux-persist around it. Its `_persist` bookkeeping is redux-persist's
 * own, read by nothing of ours, so the state keeps the cart's type: a store made without
 * persistStore (tests, the prerender) never gets that field and the reducer passes through.
 */
export const persistedCartReducer = persistReducer(cartPersistConfig, cartReducer) as unknown as Reducer<CartState>;
