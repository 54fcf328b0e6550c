import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { env } from '@/shared/config';
import { ACCEPT_LANGUAGE, getLocale } from '@/shared/i18n';
import { readCookie, readRawCookie } from '@/shared/storage';
import { signPayload } from './signature';
import { takePrerendered } from './prerendered';
import { isServerRenderExtra } from './serverRender';
import type { ApiError, ApiRequest } from './types';

export const API_PREFIX = '/site/v1';
export const AUTH_TOKEN_COOKIE = 'auth_token';
const PLATFORM = '4';

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
    // An unreadable body is an error without a message (contract section 4).
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

const buildHeaders = (json: string, method: string, url: string): Headers => {
  const headers = new Headers({
    platform: PLATFORM,
    token: signPayload(json, env.apiSecret),
    'Accept-Language': ACCEPT_LANGUAGE[getLocale()],
  });
  const authToken = readCookie(AUTH_TOKEN_COOKIE);
  if (authToken) headers.set('auth-token', authToken);
  if (method !== 'GET' && method !== 'HEAD') {
    headers.set('Content-Type', 'application/json');
    const xsrf = isAbsolute(url) ? undefined : readRawCookie('XSRF-TOKEN');
    if (xsrf) headers.set('X-XSRF-TOKEN', xsrf);
  }
  return headers;
};

/** URLs naming assets bypass every rule: no prefix, no signature, no headers. */
const fetchAsset = async (url: string, signal: AbortSignal) => {
  try {
    const response = await fetch(absolute(url), { signal });
    const parsed = await readJson(response);
    if (!response.ok) return { error: { status: response.status } satisfies ApiError };
    return parsed.ok ? { data: parsed.data } : { error: { status: 'PARSE_ERROR' } satisfies ApiError };
  } catch {
    return { error: { status: 'FETCH_ERROR' } satisfies ApiError };
  }
};

/**
 * The one baseQuery (contract section 4): `/site/v1` under API_URL, GET parameters as JSON
 * in `data`, JSON bodies otherwise, signed, with auth, language, platform and XSRF headers.
 * Failures resolve to the server's error body so callers see `{ status, message, action }`.
 */
export const apiBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async (request, { signal, extra }) => {
  const method = request.method ?? 'GET';
  if (request.url.includes('assets')) return fetchAsset(request.url, signal);

  const json = JSON.stringify(request.params ?? {});
  const path = `${env.apiUrl}${API_PREFIX}${request.url}`;
  const url = method === 'GET' || method === 'HEAD' ? `${path}?data=${encodeURIComponent(json)}` : path;

  const server = isServerRenderExtra(extra) ? extra : null;
  if (method === 'GET' && !server) {
    const seeded = takePrerendered([url, absolute(url)]);
    if (seeded.found) return { data: seeded.value };
  }

  let response: Response;
  try {
    const target = server ? `${server.fetchBase}${url.slice(env.apiUrl.length)}` : absolute(url);
    response = await fetch(target, {
      method,
      headers: buildHeaders(json, method, url),
      body: method === 'GET' || method === 'HEAD' ? undefined : json,
      signal,
    });
  } catch {
    return { error: { status: 'FETCH_ERROR' } };
  }
  if (!response.ok) return { error: await readErrorBody(response) };
  const parsed = await readJson(response);
  if (!parsed.ok) return { error: { status: 'PARSE_ERROR' } };
  if (server && method === 'GET') server.recordAnswer(url, parsed.data);
  return { data: parsed.data };
};
