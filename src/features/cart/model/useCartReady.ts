import type { PersistState } from 'redux-persist';
import { useStateSelector } from '@/shared/lib';
import type { CartState } from './cartSlice';

/**
 * False until redux-persist has read `aptkB`: a page that decides on the cart's content (the
 * checkout guards, the empty state) waits instead of judging an empty cart that is still loading.
 * Without persistence (tests) the cart is ready at once.
 */
export const useCartReady = (): boolean =>
  useStateSelector((state: { cart: CartState & { _persist?: PersistState } }) => state.cart._persist?.rehydrated ?? true);
