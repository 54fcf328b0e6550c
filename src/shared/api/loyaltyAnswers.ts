import * as v from 'valibot';
import { num, str } from './answerParts';

/**
 * The answers only the loyalty card reads: not in the first load (docs/lifecycle.md, "Features
 * added later").
 */

/** One change of the balance: earned on a purchase, the welcome bonus, or spent at a counter. */
const LoyaltyMovementSchema = v.object({
  at: str,
  points: num,
  reason: v.picklist(['welcome', 'purchase', 'redeemed']),
  order_number: v.nullable(str),
});

/** docs/api.md, "Loyalty card": a member's card */
const LoyaltyCardSchema = v.object({
  number: str,
  points: num,
  joined_at: str,
  movements: v.array(LoyaltyMovementSchema),
});
export type LoyaltyCardDto = v.InferOutput<typeof LoyaltyCardSchema>;

/** GET /loyalty and PUT /loyalty/join: the card, or null for a client who has not joined */
export const LoyaltySchema = v.object({ card: v.nullable(LoyaltyCardSchema) });
export type LoyaltyDto = v.InferOutput<typeof LoyaltySchema>;
