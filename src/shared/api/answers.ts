import * as v from 'valibot';

/**
 * The main answers of docs/api.md, written once. The client checks each answer against its
 * schema before mapping it (`rawResponseSchema`; a mismatch is a PARSE_ERROR, like an unreadable
 * body: docs/api.md, "Answer schemas"), and the mock backend builds its answers typed by the
 * same types, so the two cannot drift apart. Only the validators used here are bundled.
 */

/** docs/api.md, "Shared types": stable keys of product forms. */
export const FORM_KINDS = [
  'tablets',
  'capsules',
  'syrup',
  'drops',
  'spray',
  'cream',
  'gel',
  'powder',
  'sachet',
  'ampoules',
  'device',
  'lozenges',
  'shampoo',
  'solution',
] as const;

const vatRate = v.picklist([10, 20]);
const price = v.nullable(v.number());

const ProductCardSchema = v.object({
  id: v.number(),
  name: v.string(),
  form: v.string(),
  form_kind: v.picklist(FORM_KINDS),
  dosage: v.string(),
  pack: v.string(),
  manufacturer: v.string(),
  active_substance: v.nullable(v.string()),
  category_slug: v.string(),
  rx: v.boolean(),
  vat_rate: vatRate,
  price,
  old_price: price,
  allow_safety: v.boolean(),
  pharmacies_count: v.number(),
  color: v.string(),
});
export type ProductCardDto = v.InferOutput<typeof ProductCardSchema>;

/** GET /products */
export const ProductsSchema = v.object({
  list: v.array(ProductCardSchema),
  total: v.number(),
  page: v.number(),
  per_page: v.number(),
  facets: v.object({
    manufacturers: v.array(v.object({ name: v.string(), count: v.number() })),
    forms: v.array(v.object({ name: v.picklist(FORM_KINDS), label: v.string(), count: v.number() })),
  }),
});
export type ProductsDto = v.InferOutput<typeof ProductsSchema>;

/** GET /products/detail */
export const ProductDetailSchema = v.object({
  product: v.object({
    ...ProductCardSchema.entries,
    description: v.string(),
    composition: v.string(),
    usage: v.string(),
    warnings: v.string(),
  }),
  pharmacies: v.array(
    v.object({ pharmacy_id: v.number(), name: v.string(), address: v.string(), price, quantity: v.number() }),
  ),
  analogues: v.array(ProductCardSchema),
  related: v.array(ProductCardSchema),
});
export type ProductDetailDto = v.InferOutput<typeof ProductDetailSchema>;

/** GET /cart/items */
export const CartItemsSchema = v.object({
  items: v.array(v.object({ id: v.number(), price, requested_quantity: v.number(), allow_safety: v.boolean() })),
  stores_quantity: v.number(),
});
export type CartItemsDto = v.InferOutput<typeof CartItemsSchema>;

/** docs/api.md, `Pharmacy` */
const PharmacySchema = v.object({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  city_id: v.number(),
  lat: v.number(),
  lng: v.number(),
  phone: v.string(),
  hours: v.array(v.nullable(v.object({ open: v.string(), close: v.string() }))),
});
export type PharmacyDto = v.InferOutput<typeof PharmacySchema>;

const itemLine = { id: v.number(), quantity: v.number(), price };

/**
 * GET /pharmacies/offers: what each pharmacy of the city can give for the cart, and when none
 * has all of it, the best split of the cart between pharmacies (docs/api.md).
 */
export const OffersSchema = v.object({
  list: v.array(
    v.object({
      pharmacy_id: v.number(),
      lines: v.array(v.object({ id: v.number(), available: v.number(), price })),
      total: v.number(),
      available_count: v.number(),
      complete: v.boolean(),
    }),
  ),
  split: v.nullable(
    v.object({
      parts: v.array(v.object({ pharmacy: PharmacySchema, lines: v.array(v.object(itemLine)), total: v.number() })),
      total: v.number(),
    }),
  ),
});
export type OffersDto = v.InferOutput<typeof OffersSchema>;

/**
 * GET /clients. Lenient on purpose: a profile without a phone (or no object at all) is not an
 * error but "no session" (docs/decisions.md, "Failure behaviour"), so each field falls back to ''.
 */
const text = v.fallback(v.string(), '');
export const ProfileSchema = v.fallback(v.object({ phone: text, email: text, name: text }), {
  phone: '',
  email: '',
  name: '',
});
export type ProfileDto = v.InferOutput<typeof ProfileSchema>;

/** docs/api.md, `Order`: GET /orders/detail, POST /orders */
export const OrderSchema = v.object({
  id: v.number(),
  number: v.string(),
  created_at: v.string(),
  status: v.picklist(['accepted', 'ready', 'picked_up', 'expired']),
  pharmacy: PharmacySchema,
  lines: v.array(
    v.object({
      id: v.number(),
      name: v.string(),
      form: v.string(),
      dosage: v.string(),
      pack: v.string(),
      quantity: v.number(),
      price,
      allow_safety: v.boolean(),
      rx: v.boolean(),
      vat_rate: vatRate,
      transfer: v.nullable(v.object({ quantity: v.number(), from: v.string(), ready_by: v.string() })),
    }),
  ),
  total: v.number(),
  vat: v.array(v.object({ rate: vatRate, amount: v.number() })),
  ready_by: v.string(),
  hold_until: v.string(),
  name: v.string(),
  phone: v.string(),
  comment: v.string(),
  /** The reservations placed together by one POST /orders/visit share it; null for a single one. */
  visit_id: v.nullable(v.string()),
});
export type OrderDto = v.InferOutput<typeof OrderSchema>;

/** GET /orders */
export const OrdersSchema = v.object({ list: v.array(OrderSchema) });
export type OrdersDto = v.InferOutput<typeof OrdersSchema>;

/** POST /orders/visit: the reservations of one visit, one per pharmacy, in the order of the request's parts. */
export const VisitSchema = v.object({ visit_id: v.string(), list: v.array(OrderSchema) });
export type VisitDto = v.InferOutput<typeof VisitSchema>;

/** GET /pharmacies/transfers: what other pharmacies of the chain can bring to the chosen one. */
export const TransfersSchema = v.object({
  list: v.array(
    v.object({
      id: v.number(),
      quantity: v.number(),
      from: v.object({ pharmacy_id: v.number(), name: v.string(), address: v.string(), city_id: v.number() }),
      ready_by: v.string(),
    }),
  ),
});
export type TransfersDto = v.InferOutput<typeof TransfersSchema>;
