import type { PlaceOrderArgs } from '../model/types';

/** A valid order body for the tests: one line, with the contacts typed in step 3. */
export const ORDER_ARGS = {
  city_id: 1,
  pharmacy_id: 101,
  items: [{ id: 1001, quantity: 1 }],
  name: 'Ana',
  phone: '+381 64 123 4567',
} satisfies PlaceOrderArgs;
