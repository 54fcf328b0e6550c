import { persistReducer, type PersistConfig, type WebStorage } from 'redux-persist';
import { readLocal, removeLocal, writeLocal } from '@/shared/storage';
import { cartReducer, type CartLine, type CartState } from './cartSlice';
import { decodeCart, encodeCart, readStoredCart } from './cartFormat';
import { CART_STORAGE_KEY } from './constants';

/**
 * redux-persist hands its storage a JSON envelope of JSON-encoded keys
 * (`{"lines":"[{\"id\":101,\"quantity\":2}]","_persist":"…"}`). This storage translates that
 * envelope to and from the contract's `aptkB` value (`[[101,2]]`, empty string when empty),
 * so nothing else is ever written under the key.
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

const cartStorage: WebStorage = {
  // `overflow` rides along in the REHYDRATE payload, so the listener can say what the cap left out.
  getItem: (key) => {
    const { lines, overflow } = readStoredCart(readLocal(key));
    return Promise.resolve(JSON.stringify({ lines: JSON.stringify(lines), overflow: JSON.stringify(overflow) }));
  },
  setItem: (key, envelope) => {
    const lines = linesFromEnvelope(envelope);
    // A malformed envelope (never produced by redux-persist) leaves the stored cart alone.
    if (lines) writeLocal(key, encodeCart(lines));
    return Promise.resolve();
  },
  removeItem: (key) => {
    removeLocal(key);
    return Promise.resolve();
  },
};

export const cartPersistConfig: PersistConfig<CartState> = {
  key: CART_STORAGE_KEY,
  keyPrefix: '',
  storage: cartStorage,
  whitelist: ['lines'],
  // The slice restores itself on REHYDRATE (it also resets `settled`).
  stateReconciler: false,
};

export const persistedCartReducer = persistReducer(cartPersistConfig, cartReducer);
