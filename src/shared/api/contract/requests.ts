import * as v from 'valibot';
import { FORM_KINDS } from '../answers';

/**
 * The request side of docs/api.md in valibot: what each call takes (the `data` of a GET, the
 * body of the others). Shapes are strict like the API's (docs/api.md, "Errors": an unknown
 * field is a 400), and the error body every call may answer. They document the contract in
 * docs/openapi.json (scripts/build-openapi.ts); the app does not bundle them.
 */

const int = v.pipe(v.number(), v.integer());
const intIn = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
const str = v.string();
const bool = v.boolean();
const strict = v.strictObject;

/** `{}`: the calls without parameters. */
export const NoParams = strict({});

/** A cart line, as the mock checks it (mocks/handlers/util.ts): at most 200 lines of 1–999 units. */
const CartLines = v.pipe(v.array(strict({ id: int, quantity: intIn(1, 999) })), v.maxLength(200));

/** docs/api.md, POST /orders: 8–128 of `A–Z a–z 0–9 _ -`, made once per checkout attempt. */
const IdempotencyKey = v.pipe(str, v.regex(/^[A-Za-z0-9_-]{8,128}$/));

/** A date in the calendar: `YYYY-MM-DD`. */
const IsoDate = v.pipe(str, v.isoDate());

// --- The spec's nineteen calls ---

export const CartItemsParams = strict({ items: CartLines, city_id: int });
export const CityLocateParams = strict({ id: v.optional(v.nullable(int)), ip: v.optional(str) });
export const SuggestionsParams = strict({ count: intIn(1, 20), query: str, city_id: int });
export const SignInBody = strict({ phone: str, password: str });
export const RegisterBody = strict({ phone: str, email: str, password: str, name: str });
/** PUT /auth/confirm and /auth/recovery/confirm */
export const ConfirmBody = strict({ code: str, session: str, device_token: str });
/** PUT /auth/resend and /auth/recovery/resend */
export const SessionBody = strict({ session: str });
export const LogoutBody = strict({ device_token: str });
export const RecoveryBody = strict({ phone: str });
export const NewPasswordBody = strict({ token: str, password: str });
/**
 * The proof a sensitive change carries (docs/api.md, "Sensitive changes"): the current
 * `password`, or the `code` of a `PUT /clients/verify` SMS with its `session`. Without a valid
 * one the call answers 403.
 */
const proof = { password: v.optional(str), code: v.optional(str), session: v.optional(str) };
export const DeleteAccountBody = strict({ device_token: str, reason: str, ...proof });
export const EmailBody = strict({ email: str, ...proof });
export const NameBody = strict({ name: str });
export const ChangePasswordBody = strict({ new_password: str, ...proof });
export const SubscribeBody = strict({ email: str, is_deleted: bool });

// --- Catalogue ---

export const ProductsParams = strict({
  city_id: int,
  category: v.optional(str),
  query: v.optional(str),
  manufacturers: v.optional(v.pipe(v.array(str), v.maxLength(100))),
  forms: v.optional(v.pipe(v.array(v.picklist(FORM_KINDS)), v.maxLength(20))),
  rx: v.optional(bool),
  in_stock: v.optional(bool),
  promo_id: v.optional(int),
  pharmacy_id: v.optional(int),
  ids: v.optional(v.pipe(v.array(int), v.maxLength(500))),
  atc: v.optional(str),
  sort: v.optional(v.picklist(['popular', 'price_asc', 'price_desc', 'name'])),
  page: v.optional(intIn(1, 100000)),
  per_page: v.optional(intIn(1, 60)),
});
export const ProductDetailParams = strict({ id: int, city_id: int });
export const CityParams = strict({ city_id: int });
export const OffersParams = strict({ city_id: int, items: CartLines });
export const TransfersParams = strict({ city_id: int, pharmacy_id: int, items: CartLines });
export const ArticleParams = strict({ slug: str });

// --- Favourites, orders, alerts, therapies ---

export const FavouriteBody = strict({ id: int, is_deleted: bool });
export const OrderDetailParams = strict({ id: int });
/** POST /orders/track: an order followed by its `track_key`, with or without a session. */
export const OrderTrackBody = strict({ id: int, key: str });

const reservation = { pharmacy_id: int, items: CartLines, transfers: v.optional(CartLines) };
const contacts = { name: str, phone: str, comment: v.optional(str), idempotency_key: v.optional(IdempotencyKey) };
export const OrderBody = strict({ city_id: int, ...reservation, ...contacts });
export const VisitBody = strict({
  city_id: int,
  parts: v.pipe(v.array(strict(reservation)), v.maxLength(10)),
  ...contacts,
});

export const AlertBody = strict({ product_id: int, city_id: int, email: v.optional(str) });
export const AlertsParams = strict({ keys: v.pipe(v.array(str), v.maxLength(100)) });
export const AlertKeyBody = strict({ key: str });

export const TherapyBody = strict({ product_id: int, months: intIn(2, 6), first_date: IsoDate, pharmacy_id: int });
/** POST /therapies/delete */
export const TherapyIdBody = strict({ id: int });
export const TherapyReserveBody = strict({ id: int, month: int, idempotency_key: IdempotencyKey });
/** PUT /loyalty/join: the programme's terms, accepted */
export const LoyaltyJoinBody = strict({ accept_terms: v.literal(true) });

/** An eRecept's identifier and the patient's health-insurance number (LBO): in a body, never a URL. */
const prescription = {
  prescription_id: v.pipe(str, v.regex(/^[A-Za-z0-9]{8,20}$/)),
  lbo: v.pipe(str, v.regex(/^\d{11}$/)),
};
export const EreceptBody = strict({ ...prescription, city_id: int });
/** POST /erecept/reserve: `product_ids` the medicines to reserve there (default: all it has). */
export const EreceptReserveBody = strict({
  ...prescription,
  city_id: int,
  pharmacy_id: int,
  product_ids: v.optional(v.pipe(v.array(int), v.minLength(1), v.maxLength(20))),
  idempotency_key: IdempotencyKey,
});

/** Every error answer (docs/api.md, "Errors"). */
export const ErrorAnswer = v.object({ message: v.optional(str), action: v.optional(v.literal('logout')) });

/** POST /orders/delivery: goods that are not medicines, to an address in the city (docs/api.md, "Delivery"). */
export const DeliveryBody = strict({
  city_id: int,
  items: CartLines,
  street: str,
  flat: v.optional(str),
  postal_code: str,
  ...contacts,
});

/** POST /questions: a question to a pharmacist (docs/api.md, "Ask a pharmacist"). */
export const QuestionBody = strict({
  product_id: v.optional(int),
  question: v.pipe(str, v.maxLength(2000)),
  channel: v.picklist(['phone', 'email']),
  contact: str,
  idempotency_key: v.optional(IdempotencyKey),
});
