import type { LoyaltyCardDto } from '@/shared/api/answers';
import type { StoredLoyaltyCard } from '../db';
import { ean13CheckDigit } from '../data/ean';
import { orderNumber } from './orders';

/** Points a member starts with (a purchase's are in ./points.ts). */
export const WELCOME_POINTS = 100;

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
