import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import type {
  AlertDto,
  ArticlesDto,
  CategoriesDto,
  CodeSentDto,
  OffersDto,
  OrderDto,
  ProductsDto,
  RecoveryTokenDto,
  TherapyDto,
} from '@/shared/api/answers';
import { getDataset, pharmaciesWith } from '../data/dataset';
import { DEMO_LBO, PRESCRIPTION_IDS } from '../data/prescriptions';
import { partlyStocked } from '../data/partlyStocked';
import { splitPair, transferCase } from '../data/scenarios';
import { todayOf } from '../services/catalog';
import { ENDPOINTS } from '@/shared/api/contract/endpoints';
import { ANSWER_SCHEMAS, requestHeaders, send, setupMockServer } from './helpers';

/**
 * The mock backend against docs/openapi.json: every request of these flows must be one the
 * document describes (its `data` or body valid, its headers present), and every answer must
 * have a status the document lists for the call and a body valid against that status's schema.
 * The last test checks that every call of the document answered 200 at least once here.
 */

setupMockServer();

type Json = Record<string, unknown>;
interface Operation {
  parameters: Json[];
  requestBody?: { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
}

const FILE = 'docs/openapi.json';
const doc = JSON.parse(readFileSync(FILE, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, Json>>;
};
const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  formats: { date: (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s)) },
});
// The schemas under the document's own address, so that its `$ref`s (#/components/schemas/…) resolve.
ajv.addKeyword('components');
ajv.addSchema({ $id: FILE, components: { schemas: doc.components.schemas } });

/** A `$ref` of the document resolved (components/parameters, components/responses). */
function resolve(value: Json): Json {
  const target = value.$ref;
  if (typeof target !== 'string' || target.startsWith('#/components/schemas/')) return value;
  const [, , kind, name] = target.split('/');
  const found = doc.components[kind ?? '']?.[name ?? ''];
  if (!found) throw new Error(`${FILE}: ${target} is missing`);
  return found;
}

const validators = new Map<string, ValidateFunction>();
/** Validates against a schema of the document (a `$ref` into components/schemas). */
function check(schema: Json, value: unknown, what: string): void {
  const target = String(schema.$ref);
  let validate = validators.get(target);
  if (!validate) {
    validate = ajv.compile({ $ref: `${FILE}${target}` });
    validators.set(target, validate);
  }
  if (!validate(value)) throw new Error(`${what}: ${ajv.errorsText(validate.errors, { dataVar: 'body' })}`);
}

const answered = new Set<string>();

interface Options {
  auth?: string;
  lang?: 'sr' | 'eng' | 'ru';
  /** a request the document does not allow, sent to see the documented error */
  invalid?: boolean;
  token?: string;
}

/** One call as the storefront makes it, checked both ways against the document. */
async function api<T = Json>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload: object = {},
  options: Options = {},
): Promise<{ status: number; body: T }> {
  const call = `${method} ${path}`;
  const op = doc.paths[path]?.[method.toLowerCase()];
  if (!op) throw new Error(`${call} is not in ${FILE}`);
  const json = JSON.stringify(payload);
  const headers = requestHeaders(json, options);
  const parameters = op.parameters.map(resolve);
  for (const parameter of parameters) {
    if (parameter.in !== 'header') continue;
    const value = headers[String(parameter.name)];
    if (value === undefined && parameter.required) throw new Error(`${call}: header ${String(parameter.name)} missing`);
    if (value !== undefined && !options.token) {
      const valid = ajv.validate(parameter.schema as Json, value);
      if (!valid) throw new Error(`${call}: header ${String(parameter.name)}: ${ajv.errorsText()}`);
    }
  }
  const data = parameters.find((p) => p.name === 'data') as { content: Record<string, { schema: Json }> } | undefined;
  const requestSchema =
    method === 'GET' ? data?.content['application/json']?.schema : op.requestBody?.content['application/json']?.schema;
  if (!requestSchema) throw new Error(`${call}: no request schema`);
  if (!options.invalid) check(requestSchema, payload, `${call} request`);
  else expect(() => check(requestSchema, payload, call)).toThrow();

  const { status, text, body } = await send(method, path, json, headers);
  const response = op.responses[String(status)];
  if (!response) throw new Error(`${call} answered ${status}, which ${FILE} does not list: ${text}`);
  const schema = (resolve(response).content as Record<string, { schema: Json }>)['application/json']?.schema;
  if (!schema) throw new Error(`${call}: no schema for ${status}`);
  check(schema, body, `${call} ${status}`);
  answered.add(`${call} ${status}`);
  return { status, body: body as T };
}

async function signIn(phone = '+381 64 123 4567'): Promise<string> {
  const res = await api<{ auth_token: string }>('PUT', '/auth/phone', { phone, password: 'demo1234' });
  expect(res.status).toBe(200);
  return res.body.auth_token;
}

const ds = getDataset();
const today = todayOf(Date.now());

describe('the table of calls (src/shared/api/contract/endpoints.ts)', () => {
  it('names every call the mock serves, with the answer schema its answers are checked against', () => {
    const table = new Map(ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e.answer]));
    expect([...table.keys()].sort()).toEqual(Object.keys(ANSWER_SCHEMAS).sort());
    for (const [call, schema] of Object.entries(ANSWER_SCHEMAS)) expect(table.get(call)).toBe(schema);
  });
});

describe(`the mock backend's answers against ${FILE}`, () => {
  it('browsing: cities, categories, ATC, the catalogue, a product, search, pharmacies, promos, articles', async () => {
    expect((await api('GET', '/cities')).status).toBe(200);
    expect((await api('GET', '/cities/locate', {})).status).toBe(200);
    expect((await api('GET', '/cities/locate', { id: 3, ip: '127.0.0.1' }, { lang: 'ru' })).status).toBe(200);
    expect((await api('GET', '/cities/locate', { id: null })).status).toBe(200);
    expect((await api('GET', '/atc')).status).toBe(200);

    const categories = await api<CategoriesDto>('GET', '/categories', {}, { lang: 'eng' });
    const page = await api<ProductsDto>('GET', '/products', { city_id: 1 });
    expect(page.body.list.length).toBeGreaterThan(0);
    const filtered = await api<ProductsDto>('GET', '/products', {
      city_id: 2,
      category: categories.body.list[0]?.slug,
      query: 'paracetamol',
      manufacturers: ['Galenika', 'Hemofarm'],
      forms: ['tablets'],
      rx: false,
      in_stock: true,
      sort: 'price_asc',
      page: 1,
      per_page: 60,
    });
    expect(filtered.status).toBe(200);
    const byIds = await api<ProductsDto>('GET', '/products', { city_id: 1, ids: page.body.list.map((p) => p.id) });
    expect(byIds.body.list).toHaveLength(page.body.list.length);
    expect((await api('GET', '/products', { city_id: 1, atc: 'M01' })).status).toBe(200);
    expect((await api('GET', '/products', { city_id: 999 })).status).toBe(404);
    expect((await api('GET', '/products', { city_id: 1, per_page: 61 }, { invalid: true })).status).toBe(400);

    const medicine = ds.products.find((p) => p.atc !== null);
    const good = ds.products.find((p) => p.atc === null);
    for (const product of [medicine, good]) {
      expect((await api('GET', '/products/detail', { id: product?.id, city_id: 1 }, { lang: 'eng' })).status).toBe(200);
    }
    expect((await api('GET', '/products/detail', { id: 1, city_id: 1 })).status).toBe(404);
    expect((await api('GET', '/products/alternatives', { id: 1001, city_id: 1 }, { lang: 'ru' })).status).toBe(200);
    expect((await api('GET', '/products/alternatives', { id: 1, city_id: 1 })).status).toBe(404);
    expect((await api('GET', '/delivery', { city_id: 1 })).status).toBe(200);
    const goods = ds.products.find((p) => p.kind === 'cosmetic' && !p.allowSafety && p.availability === 'common');
    const delivery = {
      city_id: 1,
      items: [{ id: goods?.id, quantity: 1 }],
      street: 'Njegoševa 12',
      postal_code: '11000',
      name: 'Milica',
      phone: '+381 64 123 4567',
    };
    expect((await api('POST', '/orders/delivery', delivery)).status).toBe(200);
    expect((await api('POST', '/orders/delivery', { ...delivery, postal_code: '1' })).status).toBe(400);

    expect((await api('GET', '/search/suggestions', { count: 5, query: 'brufen', city_id: 1 })).status).toBe(200);
    expect((await api('GET', '/search/suggestions', { count: 5, query: 'бруфен', city_id: 1 })).status).toBe(200);
    expect((await api('GET', '/pharmacies', { city_id: 1 })).status).toBe(200);
    expect((await api('GET', '/pharmacies', { city_id: 999 })).status).toBe(404);
    expect((await api('GET', '/pharmacies/duty', { city_id: 1 })).status).toBe(200);
    expect((await api('GET', '/pharmacies/duty', { city_id: 999 })).status).toBe(404);
    expect((await api('GET', '/promos', { city_id: 1 }, { lang: 'ru' })).status).toBe(200);

    const articles = await api<ArticlesDto>('GET', '/articles');
    const slug = articles.body.list[0]?.slug;
    expect((await api('GET', '/articles/detail', { slug })).status).toBe(200);
    expect((await api('GET', '/articles/detail', { slug: 'no-such-article' })).status).toBe(404);
  });

  it('the cart: prices, offers with a split, transfers; the wire errors', async () => {
    const [a, b] = splitPair(ds, 1);
    const items = [
      { id: a.id, quantity: 1 },
      { id: b.id, quantity: 2 },
    ];
    expect((await api('GET', '/cart/items', { items, city_id: 1 })).status).toBe(200);
    expect((await api('GET', '/cart/items', { items, city_id: 999 })).status).toBe(404);
    const offers = await api<OffersDto>('GET', '/pharmacies/offers', { city_id: 1, items });
    expect(offers.body.split).not.toBeNull();
    const { pharmacy, has, lacks } = transferCase(ds, 1);
    const transferItems = [
      { id: has.id, quantity: 1 },
      { id: lacks.id, quantity: 1 },
    ];
    const transfers = await api('GET', '/pharmacies/transfers', {
      city_id: 1,
      pharmacy_id: pharmacy.id,
      items: transferItems,
    });
    expect(transfers.status).toBe(200);

    // The errors every call has: a wrong signature, an unknown field.
    expect((await api('GET', '/cart/items', { items, city_id: 1 }, { token: 'BAD' })).status).toBe(400);
    expect((await api('GET', '/cart/items', { items, cityId: 1 }, { invalid: true })).status).toBe(400);
  });

  it('the demo account: sign-in, profile, favourites, orders, sign-out', async () => {
    expect((await api('PUT', '/auth/phone', { phone: '+381 64 123 4567', password: 'wrong' })).status).toBe(400);
    expect((await api('GET', '/clients')).status).toBe(401);
    const auth = await signIn();
    expect((await api('GET', '/clients', {}, { auth })).status).toBe(200);
    expect((await api('PUT', '/clients/name', { name: ' Milica J. ' }, { auth })).status).toBe(200);
    expect((await api('PUT', '/clients/email', { email: 'milica@example.com' }, { auth })).status).toBe(403);
    expect(
      (await api('PUT', '/clients/email', { email: 'milica@example.com', password: 'wrong' }, { auth })).status,
    ).toBe(403);
    expect(
      (await api('PUT', '/clients/email', { email: 'milica@example.com', password: 'demo1234' }, { auth })).status,
    ).toBe(200);
    expect(
      (await api('PUT', '/clients/email', { email: 'not an address', password: 'demo1234' }, { auth })).status,
    ).toBe(400);
    const verify = await api('PUT', '/clients/verify', {}, { auth });
    expect(verify.status).toBe(200);
    const { session } = verify.body as { session: string };
    expect(
      (await api('PUT', '/clients/email', { email: 'milica@example.rs', code: '1234', session }, { auth })).status,
    ).toBe(200);
    expect(
      (await api('PUT', '/clients/password', { password: 'demo1234', new_password: 'demo5678' }, { auth })).status,
    ).toBe(200);

    expect((await api('GET', '/favourites', {}, { auth })).status).toBe(200);
    const product = ds.products[0]?.id;
    expect((await api('PUT', '/favourites', { id: product, is_deleted: false }, { auth })).status).toBe(200);
    expect((await api('PUT', '/favourites', { id: product, is_deleted: true }, { auth })).status).toBe(200);
    expect((await api('PUT', '/favourites', { id: 1, is_deleted: false }, { auth })).status).toBe(404);

    const orders = await api<{ list: OrderDto[] }>('GET', '/orders', {}, { auth, lang: 'eng' });
    const past = orders.body.list[0];
    expect((await api('GET', '/orders/detail', { id: past?.id }, { auth })).status).toBe(200);
    expect((await api('GET', '/orders/detail', { id: 1 }, { auth })).status).toBe(404);

    expect((await api('PUT', '/auth/logout', { device_token: 'DEVICE' }, { auth })).status).toBe(200);
    expect((await api('GET', '/orders', {}, { auth })).status).toBe(401);
  });

  it('reservations: one pharmacy, a transfer, a repeat, a reused key, a split visit', async () => {
    const body = {
      ...transferCase(ds, 1).order,
      name: 'Ana Anić',
      phone: '+381 65 555 1234',
      comment: 'Posle 17h',
      idempotency_key: 'openapi-order-0001',
    };
    const first = await api<OrderDto>('POST', '/orders', body);
    expect(first.status).toBe(200);
    expect((await api<OrderDto>('POST', '/orders', body)).body.number).toBe(first.body.number);
    const track = { id: first.body.id, key: first.body.track_key };
    expect((await api<OrderDto>('POST', '/orders/track', track)).body.pickup_code).toMatch(/^\d{6}$/);
    expect((await api('POST', '/orders/track', { ...track, key: 'f'.repeat(32) })).status).toBe(404);
    expect((await api('POST', '/orders', { ...body, name: 'Other' })).status).toBe(422);
    expect((await api('POST', '/orders', { ...body, pharmacy_id: 99_999, idempotency_key: undefined })).status).toBe(
      404,
    );
    expect(
      (await api('POST', '/orders', { ...body, items: [], transfers: [], idempotency_key: undefined })).status,
    ).toBe(400);

    const auth = await signIn('+381 63 765 4321');
    const { idempotency_key: _, ...plain } = body;
    expect((await api('POST', '/orders', plain, { auth, lang: 'ru' })).status).toBe(200);

    const [a, b] = splitPair(ds, 1);
    const at = (p: typeof a) => pharmaciesWith(ds, 1, p)[0]?.id ?? 0;
    const visit = {
      city_id: 1,
      parts: [
        { pharmacy_id: at(a), items: [{ id: a.id, quantity: 1 }] },
        { pharmacy_id: at(b), items: [{ id: b.id, quantity: 1 }] },
      ],
      name: 'Ana Anić',
      phone: '065 5551234',
      idempotency_key: 'openapi-visit-0001',
    };
    expect((await api('POST', '/orders/visit', visit, { auth })).status).toBe(200);
    expect((await api('POST', '/orders/visit', { ...visit, name: 'Other' }, { auth })).status).toBe(422);
    expect((await api('GET', '/orders', {}, { auth })).status).toBe(200);
  });

  it('registration and password recovery with the SMS code', async () => {
    const register = { phone: '065 5551234', email: 'ana@example.rs', password: 'tajna', name: 'Ana' };
    const reg = await api<CodeSentDto>('PUT', '/auth/register', register);
    expect(reg.status).toBe(200);
    const { session } = reg.body;
    expect((await api('PUT', '/auth/resend', { session })).status).toBe(400);
    const code = { session, device_token: 'DEVICE' };
    expect((await api('PUT', '/auth/confirm', { ...code, code: '0000' })).status).toBe(400);

    const rec = await api<CodeSentDto>('PUT', '/auth/recovery', { phone: '+381 63 765 4321' });
    expect(rec.status).toBe(200);
    expect((await api('PUT', '/auth/recovery', { phone: '+381 60 000 0000' })).status).toBe(400);
    const later = jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 31_000);
    try {
      expect((await api('PUT', '/auth/resend', { session })).status).toBe(200);
      expect((await api('PUT', '/auth/recovery/resend', { session: rec.body.session })).status).toBe(200);
    } finally {
      later.mockRestore();
    }
    expect((await api('PUT', '/auth/confirm', { ...code, code: '1234' })).status).toBe(200);
    expect((await api('PUT', '/auth/register', register)).status).toBe(400);

    const token = await api<RecoveryTokenDto>('PUT', '/auth/recovery/confirm', {
      code: '1234',
      session: rec.body.session,
      device_token: 'DEVICE',
    });
    expect(token.status).toBe(200);
    const reset = { token: token.body.token, password: 'nova' };
    expect((await api('PUT', '/auth/recovery/password', reset)).status).toBe(200);
    expect((await api('PUT', '/auth/recovery/password', reset)).status).toBe(400);
  });

  it('stock alerts, the newsletter, and deleting the account', async () => {
    const missing = ds.cities
      .flatMap((city) => ds.products.map((product) => ({ city, product })))
      .find(({ city, product }) => !product.allowSafety && pharmaciesWith(ds, city.id, product).length === 0);
    const watch = { product_id: missing?.product.id, city_id: missing?.city.id };
    const anonymous = await api<AlertDto>('POST', '/alerts', { ...watch, email: 'ana@example.rs' }, { lang: 'eng' });
    expect(anonymous.status).toBe(200);
    expect((await api('POST', '/alerts', watch)).status).toBe(400);
    expect((await api('POST', '/alerts', { ...watch, product_id: 1, email: 'ana@example.rs' })).status).toBe(404);
    const auth = await signIn();
    expect((await api('POST', '/alerts', watch, { auth })).status).toBe(200);
    expect((await api('GET', '/alerts', { keys: [anonymous.body.key] }, { auth })).status).toBe(200);
    expect((await api('GET', '/alerts', { keys: [] })).status).toBe(200);
    expect((await api('POST', '/alerts/delete', { key: anonymous.body.key })).status).toBe(200);
    expect((await api('POST', '/alerts/delete', { key: anonymous.body.key })).status).toBe(404);

    expect((await api('PUT', '/subscribe', { email: 'ana@example.rs', is_deleted: true })).status).toBe(200);
    expect((await api('PUT', '/subscribe', { email: 'ana', is_deleted: true })).status).toBe(400);

    expect((await api('POST', '/clients/delete', { device_token: 'DEVICE', reason: 'test' }, { auth })).status).toBe(
      403,
    );
    expect(
      (await api('POST', '/clients/delete', { device_token: 'DEVICE', reason: 'test', password: 'demo1234' }, { auth }))
        .status,
    ).toBe(200);
    expect((await api('GET', '/clients', {}, { auth })).status).toBe(401);
  });

  it('therapies: create, list, reserve the open month, refuse it twice, delete', async () => {
    const partly = partlyStocked(ds, 1);
    const auth = await signIn();
    const create = { product_id: partly.product.id, months: 3, first_date: today, pharmacy_id: partly.lacking.id };
    const therapy = await api<TherapyDto>('POST', '/therapies', create, { auth, lang: 'eng' });
    expect(therapy.status).toBe(200);
    expect((await api('POST', '/therapies', { ...create, months: 7 }, { auth, invalid: true })).status).toBe(400);
    expect((await api('POST', '/therapies', { ...create, pharmacy_id: 99_999 }, { auth })).status).toBe(404);
    const reserve = { id: therapy.body.id, month: 1, idempotency_key: 'openapi-therapy-01' };
    expect((await api('POST', '/therapies/reserve', reserve, { auth })).status).toBe(200);
    expect(
      (await api('POST', '/therapies/reserve', { ...reserve, idempotency_key: 'openapi-therapy-02' }, { auth })).status,
    ).toBe(409);
    expect((await api('POST', '/therapies/reserve', { ...reserve, month: 2 }, { auth })).status).toBe(422);
    expect((await api('GET', '/therapies', {}, { auth })).status).toBe(200);
    expect((await api('POST', '/therapies/delete', { id: therapy.body.id }, { auth })).status).toBe(200);
    expect((await api('POST', '/therapies/delete', { id: therapy.body.id }, { auth })).status).toBe(404);
    expect((await api('GET', '/therapies')).status).toBe(401);
  });

  it('loyalty: a member reads the card, a client joins once and only with the terms accepted', async () => {
    expect((await api('GET', '/loyalty', {}, { auth: await signIn(), lang: 'eng' })).status).toBe(200);
    const auth = await signIn('+381 63 765 4321');
    expect((await api('PUT', '/loyalty/join', { accept_terms: false }, { auth, invalid: true })).status).toBe(400);
    expect((await api('PUT', '/loyalty/join', { accept_terms: true }, { auth, lang: 'ru' })).status).toBe(200);
    expect((await api('PUT', '/loyalty/join', { accept_terms: true }, { auth })).status).toBe(409);
    expect((await api('GET', '/loyalty')).status).toBe(401);
  });

  it('eRecept: look up, reserve, and each refusal (unknown, expired, dispensed, malformed)', async () => {
    const auth = await signIn();
    const ask = (prescription_id: string, lbo = DEMO_LBO) => ({ prescription_id, lbo, city_id: 1 });
    const found = await api<{ pharmacies: Array<{ pharmacy: { id: number } }> }>(
      'POST',
      '/erecept',
      ask(PRESCRIPTION_IDS.ready),
      { auth },
    );
    expect(found.status).toBe(200);
    const pharmacy_id = found.body.pharmacies[0]?.pharmacy.id ?? 0;
    const reserve = { ...ask(PRESCRIPTION_IDS.ready), pharmacy_id, idempotency_key: 'openapi-erecept-01' };
    expect((await api('POST', '/erecept/reserve', reserve, { auth, lang: 'eng' })).status).toBe(200);
    expect((await api('POST', '/erecept/reserve', { ...reserve, pharmacy_id: pharmacy_id + 1 }, { auth })).status).toBe(
      422,
    );
    expect((await api('POST', '/erecept', ask('ER0000000000'), { auth })).status).toBe(404);
    expect((await api('POST', '/erecept', ask(PRESCRIPTION_IDS.expired), { auth })).status).toBe(410);
    expect((await api('POST', '/erecept', ask(PRESCRIPTION_IDS.dispensed), { auth })).status).toBe(409);
    expect((await api('POST', '/erecept', ask(PRESCRIPTION_IDS.ready, '123'), { auth, invalid: true })).status).toBe(
      400,
    );
    expect((await api('POST', '/erecept', ask(PRESCRIPTION_IDS.ready))).status).toBe(401);
  });

  it('questions: ask as a visitor and as a client, list, refuse a short one and a reused key', async () => {
    const auth = await signIn();
    const ask = {
      product_id: 1001,
      question: 'Can I take this with ibuprofen?',
      channel: 'phone',
      contact: '+381 64 123 4567',
      idempotency_key: 'openapi-question-01',
    };
    expect((await api('POST', '/questions', ask, { auth, lang: 'eng' })).status).toBe(200);
    expect((await api('POST', '/questions', { ...ask, question: 'Another question here' }, { auth })).status).toBe(422);
    const visitor = { question: 'Is it safe in pregnancy?', channel: 'email', contact: 'ana@example.com' };
    expect((await api('POST', '/questions', visitor)).status).toBe(200);
    expect((await api('POST', '/questions', { ...visitor, question: 'short' })).status).toBe(400);
    expect((await api('POST', '/questions', { ...visitor, product_id: 99_999 })).status).toBe(404);
    expect((await api('GET', '/questions', {}, { auth, lang: 'ru' })).status).toBe(200);
    expect((await api('GET', '/questions')).status).toBe(401);
  });

  it(`answered every call of ${FILE} with 200 at least once`, () => {
    const calls = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path} 200`),
    );
    expect(calls.filter((call) => !answered.has(call))).toEqual([]);
  });
});
