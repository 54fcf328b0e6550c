import { readLocal } from '@/shared/storage';
import { decodeCart } from './cartFormat';
import type { PersistState } from 'redux-persist';
import type { CartLine, CartState } from './cartSlice';
import { CART_STORAGE_KEY } from './constants';

/** The stored lines, read at once: route guards judge the cart before redux-persist has run. */
export const readStoredCartLines = (): CartLine[] => decodeCart(readLocal(CART_STORAGE_KEY));

/**
 * The cart as a route guard must judge it: the store's lines once redux-persist has restored
 * them, else the stored ones (a first load runs loaders before persistence has finished).
 */
export const currentCartLines = (state: { cart: CartState & { _persist?: PersistState } }): CartLine[] =>
  state.cart._persist?.rehydrated ? state.cart.lines : readStoredCartLines();
