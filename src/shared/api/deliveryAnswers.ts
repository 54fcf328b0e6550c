import * as v from 'valibot';
import { num, str } from './answerParts';

/**
 * The answers only the delivery (the cart page) read: not in the first load (answers.ts exports them with
 * every other answer of docs/api.md; docs/lifecycle.md, "Features added later").
 */

/** GET /delivery (docs/api.md, "Delivery"): what delivery to an address costs in a city. */
export const DeliveryTermsSchema = v.object({
  fee: num,
  payment: v.picklist(['cash_on_delivery']),
  days: num,
});
export type DeliveryTermsDto = v.InferOutput<typeof DeliveryTermsSchema>;

/** POST /orders/delivery (docs/api.md, "Delivery"): a delivery of goods that are not medicines. */
export const DeliverySchema = v.object({
  id: num,
  number: str,
  created_at: str,
  status: v.picklist(['accepted']),
  lines: v.array(v.object({ id: num, name: str, pack: str, quantity: num, price: num })),
  subtotal: num,
  fee: num,
  total: num,
  payment: v.picklist(['cash_on_delivery']),
  deliver_by: str,
  city: str,
  street: str,
  flat: str,
  postal_code: str,
  name: str,
  phone: str,
  comment: str,
});
export type DeliveryDto = v.InferOutput<typeof DeliverySchema>;
