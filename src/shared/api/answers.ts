import * as v from 'valibot';
import { detail, tolerantArray } from './tolerant';

/**
 * Every answer of docs/api.md, written once. The client checks each answer against its
 * schema before mapping it (`rawResponseSchema`; a mismatch is a PARSE_ERROR, like an unreadable
 * body: docs/api.md, "Answer schemas"), and the mock backend builds its answers typed by the
 * same types, so the two cannot drift apart. Only the validators used here are bundled.
 *
 * The reader is tolerant (docs/api.md, "Required and optional fields"): only what a page cannot
 * do without is required; every other field is a `detail(...)` with its fallback, and the lists
 * of things (products, categories, pharmacies…) are `tolerantArray`s that leave out an entry
 * missing a required field instead of refusing the whole answer.
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

const num = v.number();
const str = v.string();
const vatRate = v.picklist([10, 20]);
const price = v.nullable(num);
/** A field read leniently: a missing or odd value is ''. */
const text = v.fallback(str, '');
/** A session or token: an empty one is as broken as a missing one. */
const key = v.pipe(str, v.nonEmpty());
/** Most answers are one list: `{ list: T[] }`, its entries read one by one. */
const listOf = <TItem extends v.GenericSchema>(label: string, item: TItem) =>
  v.object({ list: tolerantArray(label, item) });
/** An optional text: missing or malformed, it is '' and its line is not shown. */
const optText = (label: string) => detail(label, str, '');

/** The unit a pack is counted in, for the price per unit (docs/api.md, "Unit prices and the legal frame"). */
const PackUnitSchema = v.object({
  kind: v.picklist(['tablet', 'capsule', 'sachet', 'ampoule', 'lozenge', 'piece', 'ml', 'g']),
  count: num,
});
export type PackUnitDto = v.InferOutput<typeof PackUnitSchema>;

/**
 * A product card. Required: `id`, `name`, `price` and `allow_safety` (what a card links, names
 * and prices by). The rest are details with a fallback: no form line, a neutral packshot (no
 * `form_kind`/`color`), no unit price (no `pack_unit`), no VAT line (no `vat_rate`), no stock
 * count (no `pharmacies_count`), no category trail (no `category_slug`), not discounted (no
 * `old_price`), no prescription badge (no `rx`; the pharmacy checks prescriptions at hand-over).
 */
const ProductCardSchema = v.object({
  id: num,
  name: str,
  form: optText('product.form'),
  form_kind: detail('product.form_kind', v.picklist(FORM_KINDS)),
  dosage: optText('product.dosage'),
  pack: optText('product.pack'),
  manufacturer: optText('product.manufacturer'),
  active_substance: detail('product.active_substance', v.nullable(str), null),
  category_slug: detail('product.category_slug', str),
  rx: detail('product.rx', v.boolean(), false),
  vat_rate: detail('product.vat_rate', vatRate),
  price,
  old_price: detail('product.old_price', price, null),
  allow_safety: v.boolean(),
  pharmacies_count: detail('product.pharmacies_count', num),
  color: detail('product.color', str),
  pack_unit: detail('product.pack_unit', v.nullable(PackUnitSchema)),
  /**
   * A medicine (on prescription or not) is reserved for pickup, never delivered (docs/api.md,
   * "Delivery"); missing or malformed, a product counts as one: pickup only.
   */
  is_medicine: detail('product.is_medicine', v.boolean(), true),
});
export type ProductCardDto = v.InferOutput<typeof ProductCardSchema>;

/** GET /products */
export const ProductsSchema = v.object({
  list: tolerantArray('products.list', ProductCardSchema),
  /** Without them the list is one page of what came (src/features/catalog/api/dto.ts). */
  total: detail('products.total', num),
  page: detail('products.page', num),
  per_page: detail('products.per_page', num),
  /** Without them the filters offer no manufacturers and every form, uncounted. */
  facets: detail(
    'products.facets',
    v.object({
      manufacturers: tolerantArray('products.facets.manufacturers', v.object({ name: str, count: num })),
      forms: tolerantArray('products.facets.forms', v.object({ name: v.picklist(FORM_KINDS), label: str, count: num })),
    }),
    { manufacturers: [], forms: [] },
  ),
});
export type ProductsDto = v.InferOutput<typeof ProductsSchema>;

/** medinfo (#15 parts 2 and 3): the barcode and medicine information of GET /products/detail. */
const AtcGroupRefSchema = v.object({ code: str, name: str });
const MedicineInfoEntries = {
  /** Without it no barcode line. */
  ean: detail('product.ean', str),
  /** null for what is not a medicine; missing or malformed reads as null: no medicine block. */
  medicine: detail(
    'product.medicine',
    v.nullable(
      v.object({
        /** Without it no ATC line and no link to the ATC group. */
        atc: detail(
          'product.medicine.atc',
          v.object({ code: str, group: AtcGroupRefSchema, subgroup: AtcGroupRefSchema }),
        ),
        mah: optText('product.medicine.mah'),
        /** Without it no leaflet sections; an empty section is not shown. */
        leaflet: detail(
          'product.medicine.leaflet',
          v.object({
            indications: optText('product.medicine.leaflet.indications'),
            dosage: optText('product.medicine.leaflet.dosage'),
            warnings: optText('product.medicine.leaflet.warnings'),
            storage: optText('product.medicine.leaflet.storage'),
          }),
        ),
      }),
    ),
    null,
  ),
};

/** GET /products/detail */
export const ProductDetailSchema = v.object({
  product: v.object({
    ...ProductCardSchema.entries,
    description: optText('product.description'),
    composition: optText('product.composition'),
    usage: optText('product.usage'),
    warnings: optText('product.warnings'),
    ...MedicineInfoEntries,
  }),
  /** Without them the page lists no pharmacies; one without its id, name, price or quantity is left out. */
  pharmacies: detail(
    'product_detail.pharmacies',
    tolerantArray(
      'product_detail.pharmacies',
      v.object({
        pharmacy_id: num,
        name: str,
        address: optText('product_detail.pharmacies.address'),
        price,
        quantity: num,
      }),
    ),
    [],
  ),
  analogues: detail('product_detail.analogues', tolerantArray('product_detail.analogues', ProductCardSchema), []),
  related: detail('product_detail.related', tolerantArray('product_detail.related', ProductCardSchema), []),
});
export type ProductDetailDto = v.InferOutput<typeof ProductDetailSchema>;

/**
 * GET /products/alternatives (docs/api.md, "Cheaper alternatives"): the product as priced in the
 * city today, which the savings are counted from, and its cheaper equivalents.
 */
export const AlternativesSchema = v.object({
  product: ProductCardSchema,
  list: tolerantArray('alternatives.list', ProductCardSchema),
});
export type AlternativesDto = v.InferOutput<typeof AlternativesSchema>;

/** GET /categories */
export const CategoriesSchema = listOf(
  'categories.list',
  v.object({
    id: num,
    slug: str,
    name: str,
    /** Without it the category shows as a top-level one. */
    parent_slug: detail('categories.parent_slug', v.nullable(str), null),
    /** Without it no count beside the name. */
    products_count: detail('categories.products_count', num),
  }),
);
export type CategoriesDto = v.InferOutput<typeof CategoriesSchema>;

/** GET /favourites, PUT /favourites: product ids, newest first. */
export const FavouritesSchema = listOf('favourites.list', num);
export type FavouritesDto = v.InferOutput<typeof FavouritesSchema>;

/** GET /search/suggestions */
export const SuggestionsSchema = listOf('suggestions.list', v.object({ name: str }));
export type SuggestionsDto = v.InferOutput<typeof SuggestionsSchema>;

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
});
export type CartItemsDto = v.InferOutput<typeof CartItemsSchema>;

/** GET /cities/locate, and each city of GET /cities */
export const CitySchema = v.object({ id: num, name: str });
export type CityDto = v.InferOutput<typeof CitySchema>;

/** GET /cities */
export const CitiesSchema = listOf('cities.list', CitySchema);
export type CitiesDto = v.InferOutput<typeof CitiesSchema>;

/** docs/api.md, `Pharmacy` */
const PharmacySchema = v.object({
  id: num,
  name: str,
  address: str,
  city_id: num,
  lat: num,
  lng: num,
  phone: str,
  hours: v.array(v.nullable(v.object({ open: str, close: str }))),
  /** The Ministry of Health's licence (rešenje) and the responsible pharmacist (docs/api.md). */
  licence: str,
  pharmacist: str,
});
export type PharmacyDto = v.InferOutput<typeof PharmacySchema>;

/**
 * GET /pharmacies/offers: what each pharmacy of the city can give for the cart, and when none
 * has all of it, the best split of the cart between pharmacies (docs/api.md).
 */
export const OffersSchema = v.object({
  ...listOf(
    'offers.list',
    v.object({
      pharmacy_id: num,
      lines: v.array(v.object({ id: num, available: num, price })),
      total: num,
      available_count: num,
      complete: v.boolean(),
    }),
  ).entries,
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

/** GET /promos */
export const PromosSchema = listOf(
  'promos.list',
  v.object({
    id: num,
    slug: str,
    title: str,
    description: optText('promos.description'),
    discount_percent: num,
    starts_at: str,
    ends_at: str,
    products_count: num,
    color: str,
  }),
);
export type PromosDto = v.InferOutput<typeof PromosSchema>;
export type PromoDto = PromosDto['list'][number];

/** Without `excerpt` or `tag` the card shows neither (the title links to the article). */
const ArticleSummarySchema = v.object({
  slug: str,
  title: str,
  excerpt: optText('articles.excerpt'),
  published_at: str,
  reading_minutes: num,
  tag: optText('articles.tag'),
});

/** GET /articles */
export const ArticlesSchema = listOf('articles.list', ArticleSummarySchema);
export type ArticlesDto = v.InferOutput<typeof ArticlesSchema>;
export type ArticleSummaryDto = ArticlesDto['list'][number];

/**
 * GET /articles/detail. The body is read leniently: what is not a list of strings shows no
 * paragraph rather than an error (the client drops the empty ones).
 */
export const ArticleSchema = v.object({ ...ArticleSummarySchema.entries, body: v.fallback(v.array(text), []) });
export type ArticleDto = v.InferOutput<typeof ArticleSchema>;

/**
 * GET /clients. Lenient on purpose: a profile without a phone (or no object at all) is not an
 * error but "no session" (docs/decisions.md, "Failure behaviour"), so each field falls back to ''.
 */
export const ProfileSchema = v.fallback(v.object({ phone: text, email: text, name: text }), {
  phone: '',
  email: '',
  name: '',
});
export type ProfileDto = v.InferOutput<typeof ProfileSchema>;

/**
 * PUT /clients/name, PUT /clients/email: the value the server saved. Lenient: without it the
 * client keeps the value it sent.
 */
export const ProfileEditSchema = v.fallback(v.object({ name: v.optional(str), email: v.optional(str) }), {});
export type ProfileEditDto = v.InferOutput<typeof ProfileEditSchema>;

/**
 * `{}`: PUT /auth/logout, PUT /subscribe, PUT /clients/password, POST /clients/delete. Nothing
 * in it is read, and the body may be empty (docs/behaviour.md §7), but a body that is not an
 * object is a broken answer. The client does not wait for /auth/logout's at all (its type
 * serves the mock): the session has already ended (docs/decisions.md, "Sessions").
 */
export const EmptySchema = v.nullable(v.object({}));
/** What a server sends: `{}` (an empty body reads as null). */
export type EmptyDto = NonNullable<v.InferOutput<typeof EmptySchema>>;

/** PUT /auth/phone, /auth/confirm, /auth/recovery/password: signed in. */
export const AuthTokenSchema = v.object({ auth_token: key });
export type AuthTokenDto = v.InferOutput<typeof AuthTokenSchema>;

/** Seconds until a new SMS code may be asked for; a missing or odd value means "now". */
const nextTry = v.fallback(num, 0);

/** PUT /auth/recovery (and /auth/register): an SMS code was sent. */
export const CodeSentSchema = v.object({ session: key, next_try: nextTry });
export type CodeSentDto = v.InferOutput<typeof CodeSentSchema>;

/** PUT /auth/register: signed in at once, or an SMS code to confirm (docs/api.md). */
export const RegisterSchema = v.union([AuthTokenSchema, CodeSentSchema]);
export type RegisterDto = v.InferOutput<typeof RegisterSchema>;

/** PUT /auth/resend, /auth/recovery/resend. Lenient like `next_try` itself. */
export const NextTrySchema = v.fallback(v.object({ next_try: nextTry }), { next_try: 0 });
export type NextTryDto = v.InferOutput<typeof NextTrySchema>;

/** PUT /auth/recovery/confirm: the one-use token that allows setting a new password. */
export const RecoveryTokenSchema = v.object({ token: key });
export type RecoveryTokenDto = v.InferOutput<typeof RecoveryTokenSchema>;

/** GET /pharmacies */
export const PharmaciesSchema = listOf('pharmacies.list', PharmacySchema);
export type PharmaciesDto = v.InferOutput<typeof PharmaciesSchema>;

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
  /** The owner's proof for GET /orders/track; without it an anonymous reservation cannot be followed. */
  track_key: detail('order.track_key', str, ''),
});
export type OrderDto = v.InferOutput<typeof OrderSchema>;

/** GET /orders */
export const OrdersSchema = listOf('orders.list', OrderSchema);
export type OrdersDto = v.InferOutput<typeof OrdersSchema>;

/** docs/api.md, "Stock alerts": POST /alerts, and each entry of GET /alerts */
export const AlertSchema = v.object({
  id: num,
  key,
  product_id: num,
  product_name: str,
  city_id: num,
  city_name: str,
  channel: v.picklist(['email', 'phone']),
  contact: str,
  created_at: str,
  status: v.picklist(['waiting', 'fired']),
  fired_at: v.nullable(str),
});
export type AlertDto = v.InferOutput<typeof AlertSchema>;

/** GET /alerts */
export const AlertsSchema = listOf('alerts.list', AlertSchema);
export type AlertsDto = v.InferOutput<typeof AlertsSchema>;

/** POST /orders/visit: the reservations of one visit, one per pharmacy, in the order of the request's parts. */
export const VisitSchema = v.object({ visit_id: str, ...OrdersSchema.entries });
export type VisitDto = v.InferOutput<typeof VisitSchema>;

/** GET /pharmacies/transfers: what other pharmacies of the chain can bring to the chosen one. */
export const TransfersSchema = listOf(
  'transfers.list',
  v.object({
    id: num,
    quantity: num,
    from: v.object({ pharmacy_id: num, name: str, address: str, city_id: num }),
    ready_by: str,
  }),
);
export type TransfersDto = v.InferOutput<typeof TransfersSchema>;

// medinfo (#15 parts 2 and 3): ATC browsing.

/** GET /atc: the ATC groups that have products, level 1 (`parent_code` null) and level 2. */
export const AtcGroupsSchema = listOf(
  'atc.list',
  v.object({ code: str, name: str, parent_code: v.nullable(str), products_count: num }),
);
export type AtcGroupsDto = v.InferOutput<typeof AtcGroupsSchema>;

// --- "My therapy" (issue 15, part 4) ---

/** docs/api.md, "Therapies": POST /therapies, and each entry of GET /therapies */
export const TherapySchema = v.object({
  id: num,
  product_id: num,
  product_name: str,
  form: str,
  dosage: str,
  pack: str,
  months: num,
  first_date: str,
  pharmacy: PharmacySchema,
  created_at: str,
  reservations: v.array(v.object({ month: num, order_id: num, number: str, pharmacy_name: str })),
});
export type TherapyDto = v.InferOutput<typeof TherapySchema>;

/** GET /therapies */
export const TherapiesSchema = listOf('therapies.list', TherapySchema);
export type TherapiesDto = v.InferOutput<typeof TherapiesSchema>;

// --- On-duty pharmacies (issue 26, part 3) ---

/**
 * GET /pharmacies/duty: the city's night duty (dežurstvo) from the night in progress on, one
 * entry per pharmacy and night (docs/api.md). `from` and `to` are instants with their offset.
 */
export const DutySchema = listOf('duty.list', v.object({ pharmacy_id: num, night: str, from: str, to: str }));
export type DutyDto = v.InferOutput<typeof DutySchema>;
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

// --- Ask a pharmacist (issue 26, part 4) ---

/**
 * docs/api.md, "Ask a pharmacist": POST /questions, and each entry of GET /questions. Required
 * is what the list cannot do without (which question, and whether it is answered); without the
 * rest a question is shown without its product, contact or answer text ("the answer went to
 * your contact").
 */
export const QuestionSchema = v.object({
  id: num,
  number: str,
  question: str,
  status: v.picklist(['waiting', 'answered']),
  created_at: str,
  product_id: detail('question.product_id', v.nullable(num), null),
  product_name: detail('question.product_name', v.nullable(str), null),
  channel: detail('question.channel', v.nullable(v.picklist(['email', 'phone'])), null),
  contact: optText('question.contact'),
  answer: detail('question.answer', v.nullable(str), null),
  answered_at: detail('question.answered_at', v.nullable(str), null),
});
export type QuestionDto = v.InferOutput<typeof QuestionSchema>;

/** GET /questions */
export const QuestionsSchema = listOf('questions.list', QuestionSchema);
export type QuestionsDto = v.InferOutput<typeof QuestionsSchema>;
