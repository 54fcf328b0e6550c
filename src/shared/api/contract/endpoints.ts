import type * as v from 'valibot';
import * as answers from '../answers';
import * as req from './requests';

/**
 * Every `/site/v1` call of docs/api.md in one table: what it takes (./requests.ts), what it
 * answers (../answers.ts, the schemas the client reads answers with), whether it needs a
 * session, and the errors it may answer besides the ones every call has (400, 500). The
 * OpenAPI document docs/openapi.json is generated from it (scripts/build-openapi.ts), and the
 * mock's tests check that it names every call the mock serves.
 */

type Method = 'GET' | 'PUT' | 'POST';

/** The groups of docs/api.md, in its order. */
export const TAGS = {
  Cart: 'The cart priced in a city (docs/api.md, "GET /cart/items").',
  Cities: "Cities and the visitor's city.",
  Search: 'Search suggestions (docs/api.md, "Search").',
  Auth: 'Sign-in, registration with an SMS code, password recovery, sign-out.',
  Clients: "The signed-in client's profile and account.",
  Subscribe: 'The newsletter.',
  Catalogue: "Categories, ATC groups, products and a product's detail.",
  Pharmacies: 'Pharmacies of a city, their night duty, what they can give for a cart, and transfers between them.',
  Promos: 'Running and upcoming promotions.',
  Articles: 'Health articles.',
  Favourites: "The signed-in client's favourite products.",
  Orders: 'Reservations for pickup at a pharmacy (docs/api.md, "Orders").',
  Delivery: 'Delivery of goods that are not medicines to an address, cash on delivery (docs/api.md, "Delivery").',
  Alerts: '"Notify me when it is available" (docs/api.md, "Stock alerts").',
  Therapies: 'Renewable prescriptions of a signed-in client (docs/api.md, "Therapies").',
  Loyalty: 'The loyalty card of a signed-in client (docs/api.md, "Loyalty card").',
  Erecept: 'An electronic prescription and where in the city to get it (docs/api.md, "eRecept").',
  Questions: 'Questions to a pharmacist and their answers (docs/api.md, "Ask a pharmacist").',
} as const;
type Tag = keyof typeof TAGS;

/**
 * `none`: an `auth-token` is not read. `optional`: read when valid, an invalid one counts as
 * none. `required`: 401 `{ message, action: 'logout' }` without a valid one.
 */
type Auth = 'none' | 'optional' | 'required';

/** The statuses a call may answer besides 200, with when; 400 adds to the wire rules' reasons. */
type CallErrors = Partial<Record<400 | 403 | 404 | 409 | 410 | 422, string>>;

export interface Endpoint {
  method: Method;
  /** under /site/v1 */
  path: string;
  summary: string;
  tag: Tag;
  auth: Auth;
  /** GET: the JSON object of the `data` query parameter; others: the JSON body. */
  request: v.GenericSchema;
  answer: v.GenericSchema;
  errors: CallErrors;
  /** What a 200 means besides its body, when that is more than "OK" (a side effect the caller must know). */
  answered?: string;
}

const call = (
  method: Method,
  path: string,
  tag: Tag,
  summary: string,
  request: v.GenericSchema,
  answer: v.GenericSchema,
  errors: CallErrors = {},
  auth: Auth = 'none',
  answered?: string,
): Endpoint => ({ method, path, summary, tag, auth, request, answer, errors, ...(answered ? { answered } : {}) });

const required = 'required' as const;
const optional = 'optional' as const;
const sessionErrors = 'Unknown or expired session, or asked before the previous `next_try` ran out.';
const codeErrors = 'Wrong code, unknown or expired session (10 min), or too many wrong codes (5).';
const orderErrors =
  'Empty `items`, a line the pharmacy does not have in that quantity (the message names the product), unknown product, the pharmacy is not in that city, empty `name`, `phone` not 8–9 digits, a malformed `idempotency_key`, or a transfer no pharmacy of the chain can send.';
const keyReused = 'The `idempotency_key` was already used with another body; nothing is created.';

/** docs/api.md, section by section. */
export const ENDPOINTS: readonly Endpoint[] = [
  // 2. The spec's nineteen calls
  call('GET', '/cart/items', 'Cart', 'Price the cart in a city', req.CartItemsParams, answers.CartItemsSchema, {
    404: 'Unknown `city_id`.',
  }),
  call(
    'GET',
    '/cities/locate',
    'Cities',
    'The city with that id, else the city of the IP',
    req.CityLocateParams,
    answers.CitySchema,
  ),
  call('GET', '/cities', 'Cities', 'Every city, Beograd first', req.NoParams, answers.CitiesSchema),
  call(
    'GET',
    '/search/suggestions',
    'Search',
    'Product names matching a query',
    req.SuggestionsParams,
    answers.SuggestionsSchema,
  ),
  call('GET', '/clients', 'Clients', "The client's profile", req.NoParams, answers.ProfileSchema, {}, required),
  call('PUT', '/auth/phone', 'Auth', 'Sign in with phone and password', req.SignInBody, answers.AuthTokenSchema, {
    400: 'Unknown phone or wrong password (one message for both).',
  }),
  call('PUT', '/auth/register', 'Auth', 'Register: sends an SMS code', req.RegisterBody, answers.RegisterSchema, {
    400: 'The phone is already registered or invalid (not 8–9 digits), the e-mail is invalid, or name or password is empty.',
  }),
  call(
    'PUT',
    '/auth/confirm',
    'Auth',
    "Confirm the registration's SMS code",
    req.ConfirmBody,
    answers.AuthTokenSchema,
    {
      400: codeErrors,
    },
  ),
  call(
    'PUT',
    '/auth/resend',
    'Auth',
    "Send the registration's SMS code again",
    req.SessionBody,
    answers.NextTrySchema,
    {
      400: sessionErrors,
    },
  ),
  call(
    'PUT',
    '/auth/logout',
    'Auth',
    'Sign out: invalidates the auth-token sent',
    req.LogoutBody,
    answers.EmptySchema,
    {},
    optional,
  ),
  call(
    'PUT',
    '/auth/recovery',
    'Auth',
    'Password recovery: sends an SMS code',
    req.RecoveryBody,
    answers.CodeSentSchema,
    {
      400: 'Unknown phone.',
    },
  ),
  call(
    'PUT',
    '/auth/recovery/confirm',
    'Auth',
    "Confirm the recovery's SMS code",
    req.ConfirmBody,
    answers.RecoveryTokenSchema,
    {
      400: codeErrors,
    },
  ),
  call(
    'PUT',
    '/auth/recovery/resend',
    'Auth',
    "Send the recovery's SMS code again",
    req.SessionBody,
    answers.NextTrySchema,
    {
      400: sessionErrors,
    },
  ),
  call(
    'PUT',
    '/auth/recovery/password',
    'Auth',
    'Set a new password and sign in',
    req.NewPasswordBody,
    answers.AuthTokenSchema,
    {
      400: 'Unknown, used or expired token, or an empty password.',
    },
    'none',
    'The password is changed and every earlier `auth-token` of the client is revoked (its next call answers 401); `auth_token` is a new session.',
  ),
  call(
    'POST',
    '/clients/delete',
    'Clients',
    'Delete the account',
    req.DeleteAccountBody,
    answers.EmptySchema,
    {
      403: 'The proof of a sensitive change (the current `password`, or an SMS `code` and its `session`) is missing or wrong; nothing is changed.',
    },
    required,
    "The password is changed and every other `auth-token` of the client is revoked: its next call answers 401 with `action: 'logout'`. The `auth-token` of this request stays valid.",
  ),
  call(
    'PUT',
    '/clients/verify',
    'Clients',
    'Send an SMS code that confirms one sensitive change',
    req.NoParams,
    answers.CodeSentSchema,
    {},
    required,
  ),
  call(
    'PUT',
    '/clients/email',
    'Clients',
    'Change the e-mail address',
    req.EmailBody,
    answers.ProfileEditSchema,
    {
      400: 'Invalid e-mail.',
      403: 'The proof of a sensitive change (the current `password`, or an SMS `code` and its `session`) is missing or wrong; nothing is changed.',
    },
    required,
  ),
  call(
    'PUT',
    '/clients/name',
    'Clients',
    'Change the name',
    req.NameBody,
    answers.ProfileEditSchema,
    { 400: 'Empty name.' },
    required,
  ),
  call(
    'PUT',
    '/clients/password',
    'Clients',
    'Change the password',
    req.ChangePasswordBody,
    answers.EmptySchema,
    {
      400: 'An empty new password, or an unknown or expired SMS session.',
      403: 'The proof of a sensitive change (the current `password`, or an SMS `code` and its `session`) is missing or wrong; nothing is changed.',
    },
    required,
  ),
  call(
    'PUT',
    '/subscribe',
    'Subscribe',
    'Subscribe an e-mail address to the newsletter',
    req.SubscribeBody,
    answers.EmptySchema,
    {
      400: 'Invalid e-mail.',
    },
  ),

  // 3. Catalogue
  call('GET', '/categories', 'Catalogue', 'The category tree, parents first', req.NoParams, answers.CategoriesSchema),
  call(
    'GET',
    '/products',
    'Catalogue',
    'Products of a city: filters, search, facets, pages',
    req.ProductsParams,
    answers.ProductsSchema,
    {
      404: 'Unknown `city_id`, `category`, `promo_id`, `pharmacy_id` or `atc`.',
    },
  ),
  call(
    'GET',
    '/products/detail',
    'Catalogue',
    'One product with its pharmacies, analogues and related products',
    req.ProductDetailParams,
    answers.ProductDetailSchema,
    {
      404: 'Unknown product or city.',
    },
  ),
  call(
    'GET',
    '/products/alternatives',
    'Catalogue',
    'The cheaper products with the same active substance, strength and form, priced in the city',
    req.ProductDetailParams,
    answers.AlternativesSchema,
    {
      404: 'Unknown product or city.',
    },
  ),
  call('GET', '/atc', 'Catalogue', 'The ATC groups that have products', req.NoParams, answers.AtcGroupsSchema),
  call('GET', '/pharmacies', 'Pharmacies', 'The pharmacies of a city', req.CityParams, answers.PharmaciesSchema, {
    404: 'Unknown city.',
  }),
  call(
    'GET',
    '/pharmacies/duty',
    'Pharmacies',
    "The city's pharmacies on night duty, from the night in progress on",
    req.CityParams,
    answers.DutySchema,
    { 404: 'Unknown city.' },
  ),
  call(
    'GET',
    '/pharmacies/offers',
    'Pharmacies',
    'What each pharmacy of the city can give for the cart, and the best split',
    req.OffersParams,
    answers.OffersSchema,
    {
      404: 'Unknown city.',
    },
  ),
  call(
    'GET',
    '/pharmacies/transfers',
    'Pharmacies',
    'What other pharmacies can bring to the chosen one',
    req.TransfersParams,
    answers.TransfersSchema,
    {
      400: 'The pharmacy is not in that city.',
      404: 'Unknown city or pharmacy.',
    },
  ),
  call('GET', '/promos', 'Promos', 'Running and upcoming promotions of a city', req.CityParams, answers.PromosSchema, {
    404: 'Unknown city.',
  }),
  call('GET', '/articles', 'Articles', 'Every article, newest first', req.NoParams, answers.ArticlesSchema),
  call(
    'GET',
    '/articles/detail',
    'Articles',
    'One article with its paragraphs',
    req.ArticleParams,
    answers.ArticleSchema,
    {
      404: 'Unknown slug.',
    },
  ),

  // 4. Favourites
  call(
    'GET',
    '/favourites',
    'Favourites',
    'The favourite product ids, newest first',
    req.NoParams,
    answers.FavouritesSchema,
    {},
    required,
  ),
  call(
    'PUT',
    '/favourites',
    'Favourites',
    'Add or remove a favourite',
    req.FavouriteBody,
    answers.FavouritesSchema,
    {
      404: 'Unknown product.',
    },
    required,
  ),

  // 5. Orders
  call(
    'GET',
    '/orders',
    'Orders',
    "The client's orders, newest first",
    req.NoParams,
    answers.OrdersSchema,
    {},
    required,
  ),
  call(
    'GET',
    '/orders/detail',
    'Orders',
    "One of the client's orders",
    req.OrderDetailParams,
    answers.OrderSchema,
    {
      404: 'The order does not exist or belongs to someone else.',
    },
    required,
  ),
  call(
    'POST',
    '/orders/track',
    'Orders',
    'Follow one order by its track key (also an anonymous reservation)',
    req.OrderTrackBody,
    answers.OrderSchema,
    {
      404: 'No order has that `id` and `key`.',
    },
  ),
  call(
    'POST',
    '/orders',
    'Orders',
    'Reserve the cart at a pharmacy',
    req.OrderBody,
    answers.OrderSchema,
    {
      400: orderErrors,
      404: 'Unknown city or pharmacy.',
      422: keyReused,
    },
    optional,
  ),
  call(
    'POST',
    '/orders/visit',
    'Orders',
    'Reserve the cart split between pharmacies, in one visit',
    req.VisitBody,
    answers.VisitSchema,
    {
      400: `As POST /orders, per part; empty \`parts\` or a pharmacy listed twice. ${orderErrors}`,
      404: 'Unknown city or pharmacy.',
      422: keyReused,
    },
    optional,
  ),

  // 5a. Stock alerts
  call(
    'POST',
    '/alerts',
    'Alerts',
    'Watch a product no pharmacy of the city has',
    req.AlertBody,
    answers.AlertSchema,
    {
      400: '`email` missing or invalid without a session, `email` sent with a session, or the product is already available in the city.',
      404: 'Unknown product or city.',
    },
    optional,
  ),
  call(
    'GET',
    '/alerts',
    'Alerts',
    "The alerts of these keys, and the client's own",
    req.AlertsParams,
    answers.AlertsSchema,
    {},
    optional,
  ),
  call('POST', '/alerts/delete', 'Alerts', 'Delete an alert by its key', req.AlertKeyBody, answers.EmptySchema, {
    404: 'No alert has that key.',
  }),

  // 5b. Therapies
  call(
    'GET',
    '/therapies',
    'Therapies',
    "The client's therapies, newest first",
    req.NoParams,
    answers.TherapiesSchema,
    {},
    required,
  ),
  call(
    'POST',
    '/therapies',
    'Therapies',
    'Create a therapy',
    req.TherapyBody,
    answers.TherapySchema,
    {
      400: '`months` outside 2–6, or `first_date` not a real date.',
      404: 'Unknown product or pharmacy.',
    },
    required,
  ),
  call(
    'POST',
    '/therapies/delete',
    'Therapies',
    'Delete a therapy (its orders stay)',
    req.TherapyIdBody,
    answers.EmptySchema,
    {
      404: 'Unknown therapy.',
    },
    required,
  ),
  call(
    'POST',
    '/therapies/reserve',
    'Therapies',
    'Reserve a month of a therapy',
    req.TherapyReserveBody,
    answers.OrderSchema,
    {
      400: "A malformed key, the month's pickup window is not open today (or no such month), or no pharmacy of the city has the pack.",
      404: 'Unknown therapy.',
      409: 'The month is already reserved.',
      422: keyReused,
    },
    required,
  ),
  // 5c. Loyalty card
  call(
    'GET',
    '/loyalty',
    'Loyalty',
    "The client's loyalty card, or null",
    req.NoParams,
    answers.LoyaltySchema,
    {},
    required,
  ),
  call(
    'PUT',
    '/loyalty/join',
    'Loyalty',
    'Join the loyalty programme',
    req.LoyaltyJoinBody,
    answers.LoyaltySchema,
    { 409: 'The client is already a member; nothing changes.' },
    required,
  ),
  // 5d. eRecept
  call(
    'POST',
    '/erecept',
    'Erecept',
    'A prescription, and the pharmacies of the city that have its medicines',
    req.EreceptBody,
    answers.EreceptSchema,
    {
      404: 'No prescription with this identifier and LBO (one answer for both).',
      409: 'The prescription has already been dispensed.',
      410: 'The prescription has expired (the message gives the date).',
    },
    required,
  ),
  call(
    'POST',
    '/erecept/reserve',
    'Erecept',
    "Reserve a prescription's medicines at one pharmacy",
    req.EreceptReserveBody,
    answers.OrderSchema,
    {
      400: 'A malformed key, the pharmacy is not in that city, or it has none of the medicines asked for.',
      404: 'No prescription with this identifier and LBO.',
      409: 'The prescription has already been dispensed.',
      410: 'The prescription has expired.',
      422: keyReused,
    },
    required,
  ),
  // 11a. Delivery (issue 26, part 5)
  call(
    'GET',
    '/delivery',
    'Delivery',
    'What delivery to an address costs in the city',
    req.CityParams,
    answers.DeliveryTermsSchema,
    {
      404: 'Unknown city.',
    },
  ),
  call(
    'POST',
    '/orders/delivery',
    'Delivery',
    'Deliver goods that are not medicines to an address, cash on delivery',
    req.DeliveryBody,
    answers.DeliverySchema,
    {
      400: 'Empty `items`, a medicine among them (the message names it), a line priced only at the pharmacy or not in stock in the city in that quantity, unknown product, empty `name` or `street`, `phone` not 8–9 digits, `postal_code` not 5 digits, or a malformed `idempotency_key`.',
      404: 'Unknown city.',
      422: keyReused,
    },
    optional,
  ),
  // 13. Ask a pharmacist (issue 26, part 4)
  call(
    'POST',
    '/questions',
    'Questions',
    'Ask a pharmacist a question',
    req.QuestionBody,
    answers.QuestionSchema,
    {
      400: '`question` shorter than 10 or longer than 1000 characters after trimming, `contact` not a valid phone (`channel: phone`) or e-mail address (`channel: email`), or a malformed `idempotency_key`.',
      404: 'Unknown product.',
      422: keyReused,
    },
    optional,
  ),
  call(
    'GET',
    '/questions',
    'Questions',
    "The client's questions with their answers, newest first",
    req.NoParams,
    answers.QuestionsSchema,
    {},
    required,
  ),
];
