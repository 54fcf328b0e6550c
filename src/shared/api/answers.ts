import * as v from 'valibot';
import { detail, tolerantArray } from './tolerant';
import {
  key,
  listOf,
  listOfObjects,
  num,
  optText,
  PackUnitSchema,
  PharmacySchema,
  price,
  str,
  text,
  vatRate,
} from './answerParts';

export type { PackUnitDto, PharmacyDto } from './answerParts';
export { OffersSchema, OrderSchema, OrdersSchema, TransfersSchema, VisitSchema } from './orderAnswers';
export type { OffersDto, OrderDto, OrdersDto, TransfersDto, VisitDto } from './orderAnswers';
export { AlertSchema, AlertsSchema } from './alertAnswers';
export type { AlertDto, AlertsDto } from './alertAnswers';
export { TherapiesSchema, TherapySchema } from './therapyAnswers';
export type { TherapiesDto, TherapyDto } from './therapyAnswers';
export { DeliverySchema, DeliveryTermsSchema } from './deliveryAnswers';
export type { DeliveryDto, DeliveryTermsDto } from './deliveryAnswers';
export { QuestionSchema, QuestionsSchema } from './questionAnswers';
export type { QuestionDto, QuestionsDto } from './questionAnswers';

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
 *
 * The answers only features added later read (the orders, the alerts, the therapies, the
 * delivery) are written in orderAnswers.ts, alertAnswers.ts, therapyAnswers.ts and
 * deliveryAnswers.ts and exported above, so that they load with those
 * features (docs/lifecycle.md, "Features added later").
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
export const CategoriesSchema = listOfObjects('categories.list', {
  id: num,
  slug: str,
  name: str,
  /** Without it the category shows as a top-level one. */
  parent_slug: detail('categories.parent_slug', v.nullable(str), null),
  /** Without it no count beside the name. */
  products_count: detail('categories.products_count', num),
});
export type CategoriesDto = v.InferOutput<typeof CategoriesSchema>;

/** GET /favourites, PUT /favourites: product ids, newest first. */
export const FavouritesSchema = listOf('favourites.list', num);
export type FavouritesDto = v.InferOutput<typeof FavouritesSchema>;

/** GET /search/suggestions */
export const SuggestionsSchema = listOfObjects('suggestions.list', { name: str });
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

/** GET /promos */
export const PromosSchema = listOfObjects('promos.list', {
  id: num,
  slug: str,
  title: str,
  description: optText('promos.description'),
  discount_percent: num,
  starts_at: str,
  ends_at: str,
  products_count: num,
  color: str,
});
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

// medinfo (#15 parts 2 and 3): ATC browsing.

/** GET /atc: the ATC groups that have products, level 1 (`parent_code` null) and level 2. */
export const AtcGroupsSchema = listOfObjects('atc.list', {
  code: str,
  name: str,
  parent_code: v.nullable(str),
  products_count: num,
});
export type AtcGroupsDto = v.InferOutput<typeof AtcGroupsSchema>;

// --- On-duty pharmacies (issue 26, part 3) ---

/**
 * GET /pharmacies/duty: the city's night duty (dežurstvo) from the night in progress on, one
 * entry per pharmacy and night (docs/api.md). `from` and `to` are instants with their offset.
 */
export const DutySchema = listOfObjects('duty.list', { pharmacy_id: num, night: str, from: str, to: str });
export type DutyDto = v.InferOutput<typeof DutySchema>;
