import { useEffect } from 'react';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { cartReplaced, clearCart, selectCartLines, type CartState } from '@/features/cart';
import { cartAfterOrder } from '../lib/remainder';
import { checkoutFinished, selectCompletedOrderId, type CheckoutState } from './checkoutSlice';
import type { Order } from './types';

/**
 * Once the accepted order is on screen, its quantities leave the cart (what a partial
 * reservation did not take stays) and the checkout starts over next time. Done once per order.
 */
export const useCompleteOrder = (order: Order | undefined): void => {
  const dispatch = useAppDispatch();
  const completedId = useStateSelector((state: { checkout: CheckoutState }) => selectCompletedOrderId(state));
  const lines = useStateSelector((state: { cart: CartState }) => selectCartLines(state));
  useEffect(() => {
    if (!order || completedId === order.id) return;
    const rest = cartAfterOrder(lines, order.lines);
    dispatch(rest.length > 0 ? cartReplaced(rest) : clearCart());
    dispatch(checkoutFinished(order.id));
  }, [order, completedId, lines, dispatch]);
};
