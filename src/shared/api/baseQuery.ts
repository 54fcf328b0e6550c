import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { env } from '@/shared/config';
import { ACCEPT_LANGUAGE, getLocale } from '@/shared/i18n';
import { signPayload } from './signature';
import { takePrerendered } from './prerendered';
import { isServerRenderExtra } from './serverRender';
import { readAuthToken, readXsrfToken } from './headerCookies';
import { cookieHoldsShownSession } from './shownSession';
import type { ApiError, ApiRequest } from './types';
import type { ApiMeta } from './dailyValues';

const API_PREFIX = '/site/v1';
const PLATFORM = '4';

/**
 * Every request gives up after this long and resolves to `TIMEOUT_ERROR` (docs/decisions.md,
 * "Failure behaviour"): an answer that never comes ends in the usual error and retry, not a spinner.
 */
export const REQUEST_TIME_LIMIT_MS = 20_000;

/**
 * RTK Query's signal (the caller let go) combined with the time limit. A timer rather than
 * `AbortSignal.any`/`AbortSignal.timeout`: Safari before 17.4 lacks `any`, and a timer follows
 * the fake clocks of jest and Playwright.
 */
const withTimeLimit = (outer: AbortSignal) => {
  const controller = new AbortController();
  let timedOut = false;
  const abort = () => controller.abort();
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIME_LIMIT_MS);
  if (outer.aborted) controller.abort();
  else outer.addEventListener('abort', abort, { once: true });
  return {
    signal: controller.signal,
    failure: (): ApiError => ({ status: timedOut ? 'TIMEOUT_ERROR' : 'FETCH_ERROR' }),
    done: () => {
      clearTimeout(timer);
      outer.removeEventListener('abort', abort);
    },
  };
};

const isAbsolute = (url: string): boolean => /^[a-z][a-z\d+.-]*:\/\//i.test(url);

/** fetch needs an absolute URL outside the browser (jest); the browser accepts both. */
const absolute = (url: string): string => (isAbsolute(url) ? url : new URL(url, window.location.origin).toString());

const readErrorBody = async (response: Response): Promise<ApiError> => {
  try {
    const body: unknown = await response.json();
    if (body && typeof body === 'object') {
      const { message, action } = body as { message?: unknown; action?: unknown };
      return {
        status: response.status,
        ...(typeof message === 'string' && message !== '' ? { message } : {}),
        ...(action === 'logout' ? { action } : {}),
      };
    }
  } catch {
    // An unreadable body is an error without a message (docs/behaviour.md §8).
  }
  return { status: response.status };
};

const readJson = async (response: Response): Promise<{ ok: true; data: unknown } | { ok: false }> => {
  const text = await response.text();
  if (text === '') return { ok: true, data: null };
  try {
    return { ok: true, data: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
};

const buildHeaders = async (
  json: string,
  method: string,
  url: string,
  authToken: string | undefined,
): Promise<Headers> => {
  const headers = new Headers({
    platform: PLATFORM,
    token: await signPayload(json, env.apiSecret),
    'Accept-Language': ACCEPT_LANGUAGE[getLocale()],
  });
  if (authToken) headers.set('auth-token', authToken);
  if (method !== 'GET' && method !== 'HEAD') {
    headers.set('Content-Type', 'application/json');
    const xsrf = isAbsolute(url) ? undefined : readXsrfToken();
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  return headers;
};

/** URLs naming assets bypass every rule: no prefix, no signature, no headers. */
const fetchAsset = async (url: string, signal: AbortSignal) => {
  const limit = withTimeLimit(signal);
  try {
    const response = await fetch(absolute(url), { signal: limit.signal });
    const parsed = await readJson(response);
    if (!response.ok) return { error: { status: response.status } satisfies ApiError };
    return parsed.ok ? { data: parsed.data } : { error: { status: 'PARSE_ERROR' } satisfies ApiError };
  } catch {
    return { error: limit.failure() };
  } finally {
    limit.done();
  }
};

/**
 * `action: logout` ends the session that asked. When the cookie holds another session by the
 * time the answer comes (another tab signed out and in meanwhile), it says nothing of this one:
 * ending it would sign the next client out (docs/decisions.md, "Sessions").
 */
const forSessionNow = (error: ApiError, sentWith: string | undefined): ApiError => {
  if (error.action !== 'logout' || sentWith === readAuthToken()) return error;
  const { action: _, ...rest } = error;
  return rest;
};

/**
 * The one baseQuery (docs/behaviour.md §6): `/site/v1` under API_URL, GET parameters as JSON
 * in `data`, JSON bodies otherwise, signed, with auth, language, platform and XSRF headers.
 * Failures resolve to the server's error body so callers see `{ status, message, action }`.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError, object, ApiMeta> = async (
  request,
  { signal, extra },
) => {
  const method = request.method ?? 'GET';
  if (request.url.includes('assets')) return fetchAsset(request.url, signal);

  const json = JSON.stringify(request.params ?? {});
  const path = `${env.apiUrl}${API_PREFIX}${request.url}`;
  const reads = method === 'GET' || method === 'HEAD';
  const url = reads ? `${path}?data=${encodeURIComponent(json)}` : path;

  const server = isServerRenderExtra(extra) ? extra : null;
  // A change is made only for the session the page shows: a tab that missed another tab's
  // sign-in must not act for its client (docs/decisions.md, "Sessions"). A call given its
  // session's token (sign-out) carries that one.
  if (!reads && !server && request.authToken === undefined && !cookieHoldsShownSession())
    return { error: { status: 'SESSION_CHANGED' } };
  if (method === 'GET' && !server) {
    const seeded = takePrerendered([url, absolute(url)]);
    // Said in `meta`: values of the day from the HTML are asked again after hydration (dailyValues.ts).
    if (seeded.found)
      return { data: seeded.value, meta: seeded.partial ? { fromHtml: true, partial: true } : { fromHtml: true } };
  }

  // Reading the body counts towards the time limit too: headers may come and the body never.
  const limit = withTimeLimit(signal);
  let answer: { ok: false; error: ApiError } | { ok: true; parsed: Awaited<ReturnType<typeof readJson>> };
  const authToken = request.authToken ?? readAuthToken();
  try {
    const target = server ? `${server.fetchBase}${url.slice(env.apiUrl.length)}` : absolute(url);
    const response = await fetch(target, {
      method,
      headers: await buildHeaders(json, method, url, authToken),
      body: reads ? undefined : json,
      // A personal answer stays in no cache, the browser's or a shared one: the address is the
      // same for every client (docs/api.md, "Personal answers").
      cache: authToken ? 'no-store' : 'default',
      signal: limit.signal,
    });
    answer = response.ok
      ? { ok: true, parsed: await readJson(response) }
      : { ok: false, error: await readErrorBody(response) };
  } catch {
    return { error: limit.failure() };
  } finally {
    limit.done();
  }
  if (!answer.ok) return { error: forSessionNow(answer.error, authToken) };
  if (!answer.parsed.ok) return { error: { status: 'PARSE_ERROR' } };
  if (server && method === 'GET') server.recordAnswer(url, answer.parsed.data);
  return { data: answer.parsed.data };
};
