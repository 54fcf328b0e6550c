import type { CartLine } from '@/features/cart';
import type { Offer, OrderItem } from '../model/types';

/**
 * A pharmacy that lacks some units can still reserve the rest: the order asks for exactly
 * what it has (POST /orders refuses more); the rest stays in the cart (see cartAfterOrder).
 */
export const reservationItems = (cart: readonly CartLine[], offer: Offer): OrderItem[] => {
  const available = new Map(offer.lines.map((line) => [line.id, line.available]));
  return cart.flatMap((line) => {
    const reserved = Math.min(line.quantity, available.get(line.id) ?? 0);
    return reserved > 0 ? [{ id: line.id, quantity: reserved }] : [];
  });
};
