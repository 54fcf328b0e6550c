import { listenersOnce, sessionEnded, startAppListening } from '@/shared/lifecycle';
import { persistState } from '@/shared/storage';
import { selectHasToken, type AuthState } from '@/features/auth';
import { cartReplaced, selectCartLines, type CartState } from '@/features/cart';
import { checkoutApi } from '../api/checkoutApi';
import { cartAfterOrder } from '../lib/remainder';
import type { CheckoutState } from './checkoutSlice';
import { storedCheckout } from './persist';
import { announceIfReady, forgetSeenOrders, sawOrders } from './readyNotice';

const startListening = startAppListening.withTypes<{ checkout: CheckoutState; cart: CartState; auth: AuthState }>();

const { placeOrder, placeVisit } = checkoutApi.endpoints;

/** The checkout's side effects: completing a placed order, and keeping this tab's checkout. */
export const registerCheckoutListeners = listenersOnce(() => {
  /**
   * The order was accepted: its quantities leave the cart in the same dispatch (what a partial
   * reservation did not take stays), whether or not a checkout screen is mounted. The slice
   * records the order and clears the draft on the same action (checkoutSlice.ts).
   */
  startListening({
    matcher: placeOrder.matchFulfilled,
    effect: (action, api) => {
      api.dispatch(cartReplaced(cartAfterOrder(selectCartLines(api.getState()), action.payload.lines)));
    },
  });

  /** The same for the reservations of a split: every pharmacy's lines leave the cart together. */
  startListening({
    matcher: placeVisit.matchFulfilled,
    effect: (action, api) => {
      const lines = action.payload.flatMap((order) => order.lines);
      api.dispatch(cartReplaced(cartAfterOrder(selectCartLines(api.getState()), lines)));
    },
  });

  /** Keeps this tab's checkout in sessionStorage, so that a reload on a step loses nothing (persist.ts). */
  persistState(storedCheckout, (state: { checkout: CheckoutState }) => state.checkout);

  const { getOrder, getOrders, trackOrder } = checkoutApi.endpoints;

  /** "Ready for pickup" notices (readyNotice.ts): what this tab saw before ready… */
  startListening({ matcher: placeOrder.matchFulfilled, effect: (action) => sawOrders([action.payload]) });
  startListening({ matcher: placeVisit.matchFulfilled, effect: (action) => sawOrders(action.payload) });
  startListening({ matcher: getOrders.matchFulfilled, effect: (action) => sawOrders(action.payload) });

  /** …is announced once when one order, followed by its page, is answered ready. */
  startListening({
    matcher: getOrder.matchFulfilled,
    effect: async (action, api) => announceIfReady(action.payload, selectHasToken(api.getState())),
  });
  startListening({
    matcher: trackOrder.matchFulfilled,
    effect: async (action, api) => announceIfReady(action.payload, selectHasToken(api.getState())),
  });

  startListening({ actionCreator: sessionEnded, effect: forgetSeenOrders });
});
