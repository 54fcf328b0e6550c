import type { LoyaltyDto } from '@/shared/api/answers';
import { authEndpoint } from '../endpoint';
import { db } from '../db';
import { fail } from '../lib/errors';
import { bool, obj } from '../lib/shape';
import { cardNumber, loyaltyCardDto, WELCOME_POINTS } from '../services/loyalty';
import { empty } from './util';

/** docs/api.md, "Loyalty card": a signed-in client's card, and joining the programme. */
export const loyaltyHandlers = [
  authEndpoint('get', '/loyalty', empty, ({ user }): LoyaltyDto => {
    const card = db().loyaltyCards.find((c) => c.userId === user.id);
    return { card: card ? loyaltyCardDto(card) : null };
  }),

  authEndpoint('put', '/loyalty/join', obj({ accept_terms: bool }), ({ data, user, now }): LoyaltyDto => {
    if (!data.accept_terms) throw fail(400, 'loyaltyTermsRequired');
    const state = db();
    if (state.loyaltyCards.some((c) => c.userId === user.id)) throw fail(409, 'loyaltyMember');
    const card = {
      userId: user.id,
      number: cardNumber(user.id),
      joinedAt: now,
      movements: [{ at: now, points: WELCOME_POINTS, reason: 'welcome' as const, orderId: null }],
    };
    state.loyaltyCards.push(card);
    return { card: loyaltyCardDto(card) };
  }),
];
