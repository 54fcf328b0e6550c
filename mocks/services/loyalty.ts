import type { LoyaltyCardDto } from '@/shared/api/answers';
import type { StoredLoyaltyCard, StoredOrder } from '../db';
import { ean13CheckDigit } from '../data/ean';
import { orderNumber } from './orders';

/** Points a member starts with, and how many a purchase earns: one per whole 100 RSD paid. */
export const WELCOME_POINTS = 100;
const CENTS_PER_POINT = 100 * 100;

export const pointsFor = (order: StoredOrder): number =>
  Math.floor(order.lines.reduce((sum, line) => sum + (line.price ?? 0) * line.quantity, 0) / CENTS_PER_POINT);

/** The chain's in-store EAN-13: prefix 29, the client's id in ten digits, and the check digit. */
export function cardNumber(userId: number): string {
  const first12 = `29${String(userId).padStart(10, '0')}`;
  return `${first12}${ean13CheckDigit(first12)}`;
}

/** The last movements a card shows, newest first. */
const MOVEMENTS_SHOWN = 10;

export function loyaltyCardDto(card: StoredLoyaltyCard): LoyaltyCardDto {
  return {
    number: card.number,
    points: card.movements.reduce((sum, movement) => sum + movement.points, 0),
    joined_at: new Date(card.joinedAt).toISOString(),
    movements: card.movements
      .slice(-MOVEMENTS_SHOWN)
      .reverse()
      .map((movement) => ({
        at: new Date(movement.at).toISOString(),
        points: movement.points,
        reason: movement.reason,
        order_number: movement.orderId === null ? null : orderNumber(movement.orderId),
      })),
  };
}
