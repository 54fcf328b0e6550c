import * as v from 'valibot';
import { detail } from './tolerant';
import { listOf, listOfObjects, num, PackUnitSchema, PharmacySchema, price, str, vatRate } from './answerParts';

/**
 * The answers only the checkout and the orders read: not in the first load (answers.ts exports them with
 * every other answer of docs/api.md; docs/lifecycle.md, "Features added later").
 */

/**
 * GET /pharmacies/offers: what each pharmacy of the city can give for the cart, and when none
 * has all of it, the best split of the cart between pharmacies (docs/api.md).
 */
export const OffersSchema = v.object({
  ...listOfObjects('offers.list', {
    pharmacy_id: num,
    lines: v.array(v.object({ id: num, available: num, price })),
    total: num,
    available_count: num,
    complete: v.boolean(),
  }).entries,
  /** Without it no split is offered: the visitor picks one pharmacy, as before splits existed. */
  split: detail(
    'offers.split',
    v.nullable(
      v.object({
        parts: v.array(
          v.object({
            pharmacy: PharmacySchema,
            lines: v.array(v.object({ id: num, quantity: num, price })),
            total: num,
          }),
        ),
        total: num,
      }),
    ),
    null,
  ),
});
export type OffersDto = v.InferOutput<typeof OffersSchema>;

/** docs/api.md, "Order status": received, being prepared, ready, collected, cancelled or expired. */
const OrderStatusSchema = v.picklist(['accepted', 'preparing', 'ready', 'picked_up', 'cancelled', 'expired']);

/** docs/api.md, `Order`: GET /orders/detail, POST /orders */
export const OrderSchema = v.object({
  id: num,
  number: str,
  created_at: str,
  status: OrderStatusSchema,
  pharmacy: PharmacySchema,
  lines: v.array(
    v.object({
      id: num,
      name: str,
      form: str,
      dosage: str,
      pack: str,
      quantity: num,
      price,
      allow_safety: v.boolean(),
      rx: v.boolean(),
      vat_rate: vatRate,
      /** Without it the line shows no unit price. */
      pack_unit: detail('order.lines.pack_unit', v.nullable(PackUnitSchema)),
      transfer: v.nullable(v.object({ quantity: num, from: str, ready_by: str })),
    }),
  ),
  total: num,
  ready_by: str,
  hold_until: str,
  vat: v.array(v.object({ rate: vatRate, amount: num })),
  name: str,
  phone: str,
  comment: str,
  /** The reservations placed together by one POST /orders/visit share it; null for a single one. */
  visit_id: v.nullable(str),
  /** docs/api.md, "Order status": without it no code (nor QR code) is shown, the number serves at the counter. */
  pickup_code: detail('order.pickup_code', str, ''),
  /** What has happened so far, oldest first; without it the timeline shows only the current status. */
  events: detail('order.events', v.array(v.object({ status: OrderStatusSchema, at: str })), []),
  /** The owner's proof for POST /orders/track; without it an anonymous reservation cannot be followed. */
  track_key: detail('order.track_key', str, ''),
  /** docs/api.md §5c: loyalty points it earns when picked up; null (or missing) when no member's card collects them. */
  points: detail('order.points', v.nullable(num), null),
});
export type OrderDto = v.InferOutput<typeof OrderSchema>;

/** GET /orders */
export const OrdersSchema = listOf('orders.list', OrderSchema);
export type OrdersDto = v.InferOutput<typeof OrdersSchema>;

/** POST /orders/visit: the reservations of one visit, one per pharmacy, in the order of the request's parts. */
export const VisitSchema = v.object({ visit_id: str, ...OrdersSchema.entries });
export type VisitDto = v.InferOutput<typeof VisitSchema>;

/** GET /pharmacies/transfers: what other pharmacies of the chain can bring to the chosen one. */
export const TransfersSchema = listOfObjects('transfers.list', {
  id: num,
  quantity: num,
  from: v.object({ pharmacy_id: num, name: str, address: str, city_id: num }),
  ready_by: str,
});
export type TransfersDto = v.InferOutput<typeof TransfersSchema>;
