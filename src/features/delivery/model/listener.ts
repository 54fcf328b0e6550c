import { createListenerMiddleware } from '@reduxjs/toolkit';
import { cartReplaced, selectCartLines, type CartState } from '@/features/cart';
import { deliveryApi } from '../api/deliveryApi';

export const deliveryListener = createListenerMiddleware<{ cart: CartState }>();

/**
 * A placed delivery takes its lines out of the cart: what stays is the medicines, which the
 * usual checkout reserves for pickup (docs/decisions.md, "Delivery of what may be delivered").
 */
deliveryListener.startListening({
  matcher: deliveryApi.endpoints.placeDelivery.matchFulfilled,
  effect: (action, api) => {
    const delivered = new Set(action.payload.lines.map((line) => line.id));
    const lines = selectCartLines(api.getState());
    api.dispatch(cartReplaced(lines.filter((line) => !delivered.has(line.id))));
  },
});
