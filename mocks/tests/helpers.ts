import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { ANSWER_SCHEMAS } from '../answerSchemas';
import { getDataset, stockAt } from '../data/dataset';
import { server, resetMockDb, resetMockQa } from '../node';

export const BASE = 'http://localhost/site/v1';
const SECRET = process.env.API_SECRET || 'aptk-dev-signing-key-2026';

/** The schema of each call's answer, by `METHOD /path` (mocks/answerSchemas.ts). */
export { ANSWER_SCHEMAS };

export function sign(json: string): string {
  return createHmac('sha256', SECRET).update(json).digest('hex').toUpperCase();
}

/**
 * A successful answer must read through its schema as it is: a mismatch, a field the schema
 * does not know (valibot drops it) or a fallback taken (the lenient schemas) all fail.
 */
function checkAnswer(call: string, body: unknown): void {
  const schema = ANSWER_SCHEMAS[call];
  if (!schema) throw new Error(`${call}: no answer schema`);
  const result = v.safeParse(schema, body);
  if (!result.success) throw new Error(`${call}: ${v.summarize(result.issues)}`);
  expect(result.output).toStrictEqual(body);
}

export interface CallOptions {
  auth?: string;
  lang?: 'sr' | 'eng' | 'ru';
  /** override the signature header (null: leave it out) */
  token?: string | null;
  /** override the platform header (null: leave it out) */
  platform?: string | null;
  /** send this raw text instead of JSON.stringify(payload) */
  raw?: string;
}

export interface CallResult<T> {
  status: number;
  body: T;
}

/** The headers the app's baseQuery sends with the request text `json` (docs/behaviour.md §6). */
export function requestHeaders(json: string, options: CallOptions = {}): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': options.lang ?? 'sr' };
  if (options.platform !== null) headers.platform = options.platform ?? '4';
  if (options.token !== null) headers.token = options.token ?? sign(json);
  if (options.auth) headers['auth-token'] = options.auth;
  return headers;
}

/** Sends a request as the app does (a GET's data in `?data=`, else a JSON body): status, text and parsed answer. */
export async function send(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  json: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string; body: unknown }> {
  let url = `${BASE}${path}`;
  const init: RequestInit = { method, headers: { ...headers } };
  if (method === 'GET') url += `?data=${encodeURIComponent(json)}`;
  else {
    init.headers = { ...headers, 'Content-Type': 'application/json' };
    init.body = json;
  }
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, text, body: text ? JSON.parse(text) : null };
}

/** Calls the mock like the app's baseQuery does, and checks a successful answer against its schema. */
export async function call<T = Record<string, unknown>>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  payload: unknown = {},
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const json = options.raw ?? JSON.stringify(payload);
  const { status, body } = await send(method, path, json, requestHeaders(json, options));
  if (status >= 200 && status < 300) checkAnswer(`${method} ${path}`, body);
  return { status, body: body as T };
}

export async function login(phone = '+381 64 123 4567', password = 'demo1234'): Promise<string> {
  const res = await call<{ auth_token: string }>('PUT', '/auth/phone', { phone, password });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.auth_token;
}

/** The mock answering `fetch` in this test file, with a fresh database and no QA faults per test. */
export function setupMockServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    resetMockDb();
    resetMockQa();
  });
  afterAll(() => server.close());
}

/** A reservation of one pack at Belgrade's pharmacy 101, of a product it has at least two of. */
export function reservationBody() {
  const ds = getDataset();
  const pharmacy = ds.pharmacyById.get(101);
  const product = pharmacy ? ds.products.find((p) => !p.allowSafety && stockAt(ds, pharmacy, p) >= 2) : undefined;
  return {
    city_id: 1,
    pharmacy_id: 101,
    items: [{ id: product?.id ?? 0, quantity: 1 }],
    name: 'Ana Petrović',
    phone: '+381 65 555 1234',
  };
}
