import * as v from 'valibot';
import { jsonValue } from '@/shared/storage';
import type { LoyaltyCard } from '../api/loyaltyApi';

const StoredCardSchema = v.object({
  number: v.pipe(v.string(), v.regex(/^\d{13}$/)),
  points: v.number(),
  movements: v.array(
    v.object({
      at: v.string(),
      points: v.number(),
      reason: v.picklist(['welcome', 'purchase', 'redeemed']),
      orderNumber: v.nullable(v.string()),
    }),
  ),
});

/**
 * The card as last seen, so the counter can scan it without a network (docs/behaviour.md §21):
 * written with every answer, removed when the client is not a member, and at a session's end by
 * the registry's `client` rule. A copy that does not read as a card is absent.
 */
export const storedCard = jsonValue<LoyaltyCard>({
  key: 'aptk_loyalty_card',
  accept: (value) => (v.is(StoredCardSchema, value) ? value : undefined),
});

/** The card as the server answered it, kept or dropped. */
export const keepCard = (card: LoyaltyCard | null): void => {
  if (card) storedCard.write(card);
  else storedCard.remove();
};
