/**
 * The one wrapper every handler goes through: QA controls, latency, `platform` and `token`
 * checks, JSON parsing, the per-call shape check, authentication, and error mapping.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { signPayload } from '@/shared/api/signature';
import { DEV_SIGNING_KEY } from '../scripts/dev-signing-key';
import { db, saveDb, type DbUser } from './db';
import { ApiError, message } from './lib/errors';
import { langFromHeader, type Lang } from './lib/i18n';
import { runCheck, type Check } from './lib/shape';
import { forcedFailure, isHung, isMinimal, isOffline, nextLatency } from './qa';
import { ANSWER_SCHEMAS } from './answerSchemas';
import { stripOptional } from './minimal';

const API_PREFIX = '/site/v1';

function secret(): string {
  return process.env.API_SECRET || DEV_SIGNING_KEY;
}

/** The app's own signer (Web Crypto): the same HMAC in the browser's mock and in Node's. */
function signature(json: string): Promise<string> {
  return signPayload(json, secret());
}

export interface Ctx<T> {
  data: T;
  lang: Lang;
  /** the logged-in client, when a valid `auth-token` was sent */
  user: DbUser | null;
  authToken: string | null;
  now: number;
  request: Request;
}

export interface AuthCtx<T> extends Ctx<T> {
  user: DbUser;
}

type Method = 'get' | 'put' | 'post' | 'delete';
type Resolver<C> = (ctx: C) => object | Promise<object>;

function errorBody(status: number, msg: string | undefined, action?: 'logout'): Response {
  const body: { message?: string; action?: 'logout' } = {};
  if (msg !== undefined) body.message = msg;
  if (action) body.action = action;
  return HttpResponse.json(body, { status });
}

function userFor(token: string | null): DbUser | null {
  if (!token) return null;
  const state = db();
  const id = state.tokens[token];
  if (id === undefined) return null;
  return state.users.find((u) => u.id === id) ?? null;
}

function make<T>(
  method: Method,
  path: string,
  check: Check<T>,
  auth: 'none' | 'required',
  resolve: Resolver<Ctx<T>> | Resolver<AuthCtx<T>>,
): HttpHandler {
  const answer = async (request: Request): Promise<Response> => {
    const latency = nextLatency();
    if (latency > 0) await delay(latency);
    if (isOffline()) return HttpResponse.error();
    if (isHung(path)) return new Promise<Response>(() => undefined);
    const lang = langFromHeader(request.headers.get('accept-language'));

    const forced = forcedFailure(path);
    if (forced) return errorBody(forced.status, forced.message ?? `Mock: forced failure of ${path}`, forced.action);

    if (request.headers.get('platform') !== '4') {
      return errorBody(400, `${message('badPlatform', lang)} (platform header must be 4)`);
    }

    let raw: string | null;
    if (method === 'get') {
      raw = new URL(request.url).searchParams.get('data');
      if (raw === null) return errorBody(400, `${message('badJson', lang)} (query parameter "data" is missing)`);
    } else {
      raw = await request.text();
    }

    const token = request.headers.get('token');
    if (!token) return errorBody(400, `${message('badSignature', lang)} (header "token" is missing)`);
    if (token !== (await signature(raw)))
      return errorBody(400, `${message('badSignature', lang)} (header "token" does not match the payload)`);

    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return errorBody(400, `${message('badJson', lang)} (${method === 'get' ? '"data"' : 'body'} is not JSON)`);
    }
    const checked = runCheck(check, parsed);
    if (!checked.ok) return errorBody(400, `${message('badJson', lang)} (${checked.message})`);

    const authToken = request.headers.get('auth-token') || null;
    const user = userFor(authToken);
    if (auth === 'required' && !user) return errorBody(401, message('unauthorized', lang), 'logout');

    const ctx = { data: checked.value, lang, user, authToken, now: Date.now(), request };
    try {
      const result = await (resolve as Resolver<Ctx<T>>)(ctx);
      if (method !== 'get') saveDb();
      const schema = isMinimal() ? ANSWER_SCHEMAS[`${method.toUpperCase()} ${path}`] : undefined;
      return HttpResponse.json(schema ? (stripOptional(schema, result) as object) : result);
    } catch (e) {
      if (method !== 'get') saveDb();
      if (e instanceof ApiError) {
        const text = e.raw ?? (e.key ? message(e.key, lang, e.vars) : undefined);
        return errorBody(e.status, text, e.action);
      }
      return errorBody(500, `Mock: internal error in ${path}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  return http[method](`*${API_PREFIX}${path}`, async ({ request }) => {
    const response = await answer(request);
    // An answer to a client's request is personal: no cache may keep it (docs/api.md, "Personal answers").
    if (request.headers.get('auth-token') && response.type !== 'error')
      response.headers.set('Cache-Control', 'no-store');
    return response;
  });
}

/** A call anyone may make (an `auth-token`, when valid, is available as `ctx.user`). */
export function endpoint<T>(method: Method, path: string, check: Check<T>, resolve: Resolver<Ctx<T>>): HttpHandler {
  return make(method, path, check, 'none', resolve);
}

/** A call that needs a logged-in client: 401 `{ message, action: 'logout' }` otherwise. */
export function authEndpoint<T>(
  method: Method,
  path: string,
  check: Check<T>,
  resolve: Resolver<AuthCtx<T>>,
): HttpHandler {
  return make(method, path, check, 'required', resolve);
}
