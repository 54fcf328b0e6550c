import { listenersOnce, sessionEnded, startAppListening } from '@/shared/lifecycle';
import { showToast } from '@/shared/ui';
import { addManyToCart, addToCart, cartSettled, cartSynced, isCartRestored, type CartState } from './cartSlice';
import { storedCart } from './persist';
import { keepCartProducts } from './cartProducts';
import { productsApi } from '@/features/catalog';
import { clearOffered } from './clearOffer';
import { CART_PRICE_DEBOUNCE_MS, MAX_CART_LINES } from './constants';

const startListening = startAppListening.withTypes<{ cart: CartState }>();

/** Side effects of cart changes: settling taps for pricing, the full-cart notice, cross-tab sync (redux-persist stores the lines, persist.ts). */

export const registerCartListeners = listenersOnce(() => {
  /**
   * The priced snapshot lags the lines only after quantity taps (cartReducer): it follows once
   * the taps have paused, so a burst of taps costs one request. Any other change has already
   * settled it, and this settle is then a no-op.
   */
  startListening({
    predicate: (_action, current, previous) =>
      current.cart.lines !== previous.cart.lines && current.cart.settled !== current.cart.lines,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await api.delay(CART_PRICE_DEBOUNCE_MS);
      api.dispatch(cartSettled());
    },
  });

  /** A new product that did not fit (the cart names at most MAX_CART_LINES products). */
  startListening({
    actionCreator: addToCart,
    effect: (action, api) => {
      const before = api.getOriginalState().cart.lines;
      const isNew = !before.some((line) => line.id === action.payload.id);
      if (isNew && before.length >= MAX_CART_LINES) {
        api.dispatch(showToast({ tone: 'error', messageId: 'cart.full', durationMs: 3000 }));
      }
    },
  });

  const CAP_NOTICE_MS = 6000;

  /**
   * Lines of a repeated order that did not fit: the shopper is told how many (docs/decisions.md,
   * "Cart").
   */
  startListening({
    actionCreator: addManyToCart,
    effect: (action, api) => {
      const before = new Set(api.getOriginalState().cart.lines.map((line) => line.id));
      const after = new Set(api.getState().cart.lines.map((line) => line.id));
      const left = new Set(
        action.payload
          .filter((line) => !before.has(line.id) && !after.has(line.id) && line.quantity >= 1)
          .map((line) => line.id),
      );
      if (left.size > 0) {
        api.dispatch(
          showToast({
            tone: 'error',
            messageId: 'cart.capped.added',
            values: { max: MAX_CART_LINES, count: left.size },
            durationMs: CAP_NOTICE_MS,
          }),
        );
      }
    },
  });

  /** The stored cart held more products than the cart can: say how many were left out. */
  startListening({
    matcher: isCartRestored,
    effect: (action, api) => {
      const count = action.payload?.overflow ?? 0;
      if (count === 0) return;
      api.dispatch(
        showToast({
          tone: 'error',
          messageId: 'cart.capped.restored',
          values: { max: MAX_CART_LINES, count },
          durationMs: CAP_NOTICE_MS,
        }),
      );
    },
  });

  /**
   * What the lines are drawn with on the next start (cartProducts.ts): the products of the
   * cart's own answer (asked with `ids`), and only those of the lines still in the cart.
   */
  startListening({
    matcher: productsApi.endpoints.getProducts.matchFulfilled,
    effect: (action, api) => {
      if (!action.meta.arg.originalArgs.ids) return;
      keepCartProducts(api.getState().cart.lines, action.payload.list);
    },
  });
  startListening({
    predicate: (_action, current, previous) =>
      current.cart.restored &&
      current.cart.lines !== previous.cart.lines &&
      current.cart.lines.length < previous.cart.lines.length,
    effect: (_action, api) => keepCartProducts(api.getState().cart.lines, []),
  });

  /**
   * Once the stored cart is restored, follow what other tabs store: the `storage` event fires
   * only in the other tabs, so writing the synced lines back does not echo.
   */
  startListening({
    matcher: isCartRestored,
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const stop = storedCart.onChangeElsewhere((stored) => api.dispatch(cartSynced(stored?.lines ?? [])));
      try {
        await new Promise<void>((resolve) => api.signal.addEventListener('abort', () => resolve()));
      } finally {
        stop();
      }
    },
  });

  /** A session ended in this tab with products in the cart: offer to empty it (clearOffer.ts). */
  startListening({
    actionCreator: sessionEnded,
    effect: (action, api) => {
      // Other tabs share the stored cart: the tab where the session ended asks, once.
      if (action.payload.where !== 'elsewhere' && api.getState().cart.lines.length > 0) api.dispatch(clearOffered());
    },
  });
});
