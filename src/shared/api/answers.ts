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

/** GET /pharmacies/offers: what each pharmacy of the city can give for the cart. */
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
    }),
  ),
  total: v.number(),
  vat: v.array(v.object({ rate: vatRate, amount: v.number() })),
  ready_by: v.string(),
  hold_until: v.string(),
  name: v.string(),
  phone: v.string(),
  comment: v.string(),
});
export type OrderDto = v.InferOutput<typeof OrderSchema>;

/** GET /orders */
export const OrdersSchema = v.object({ list: v.array(OrderSchema) });
export type OrdersDto = v.InferOutput<typeof OrdersSchema>;

/** docs/api.md, "Stock alerts": POST /alerts, and each entry of GET /alerts */
export const AlertSchema = v.object({
  id: v.number(),
  key: v.string(),
  product_id: v.number(),
  product_name: v.string(),
  city_id: v.number(),
  city_name: v.string(),
  channel: v.picklist(['email', 'phone']),
  contact: v.string(),
  created_at: v.string(),
  status: v.picklist(['waiting', 'fired']),
  fired_at: v.nullable(v.string()),
});
export type AlertDto = v.InferOutput<typeof AlertSchema>;

/** GET /alerts */
export const AlertsSchema = v.object({ list: v.array(AlertSchema) });
export type AlertsDto = v.InferOutput<typeof AlertsSchema>;
