import type { CartLine } from '@/features/cart';
import type { OrderItem } from '../model/types';

/** What stays in the cart once an order took its quantities (a partial reservation leaves the rest). */
export const cartAfterOrder = (cart: readonly CartLine[], ordered: readonly OrderItem[]): CartLine[] => {
  const taken = new Map<number, number>();
  for (const item of ordered) taken.set(item.id, (taken.get(item.id) ?? 0) + item.quantity);
  return cart.flatMap((line) => {
    const left = line.quantity - (taken.get(line.id) ?? 0);
    return left > 0 ? [{ id: line.id, quantity: left }] : [];
  });
};
