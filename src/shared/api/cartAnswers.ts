import * as v from 'valibot';
import { detail } from './tolerant';
import { num, price } from './answerParts';

/**
 * The answer only the cart reads (answers.ts exports it with every other answer of docs/api.md).
 */

/** GET /cart/items */
export const CartItemsSchema = v.object({
  /**
   * docs/api.md, "GET /cart/items": a line is id, price, requested_quantity and allow_safety, all
   * required. Read all or nothing, unlike the other lists: a line left out of the answer is a
   * product no longer sold, which the cart removes from the visitor's cart
   * (src/features/cart/api/cartApi.ts), so an unreadable line must not look like one. The cart's
   * error and retry keep the cart whole.
   */
  items: v.array(v.object({ id: num, price, requested_quantity: num, allow_safety: v.boolean() })),
  /** Without it no "in N pharmacies of the city" line. */
  stores_quantity: detail('cart.stores_quantity', num),
  /** docs/api.md §5c: loyalty points the cart earns at the city's prices; without it no points line. */
  points: detail('cart.points', num, 0),
});
export type CartItemsDto = v.InferOutput<typeof CartItemsSchema>;
