import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { configureStore } from '@reduxjs/toolkit';
import { apiBaseQuery, REQUEST_TIME_LIMIT_MS } from './baseQuery';
import { resetPrerendered } from './prerendered';
import { signPayload } from './signature';
import { forgetShownSession, showCookieSession } from './shownSession';
import { setLocale } from '@/shared/i18n';
import { env } from '@/shared/config';
import type { ApiRequest } from './types';

interface Seen {
  url: URL;
  method: string;
  headers: Headers;
  body: string;
}

let seen: Seen[] = [];
const record = async (request: Request) => {
  seen.push({
    url: new URL(request.url),
    method: request.method,
    headers: request.headers,
    body: await request.text(),
  });
};

const server = setupServer(
  http.all('*/site/v1/*', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ok: true });
  }),
);

const store = configureStore({ reducer: () => ({}) });
const run = (request: ApiRequest, signal = new AbortController().signal) =>
  apiBaseQuery(
    request,
    {
      signal,
      dispatch: store.dispatch,
      getState: store.getState,
      abort: () => undefined,
      extra: undefined,
      endpoint: 'test',
      type: 'query',
    },
    {},
  );

const clearCookies = () => {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen = [];
  clearCookies();
  setLocale('sr');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('apiBaseQuery: GET', () => {
  it('sends the parameters as JSON in `data` under /site/v1, signed over that JSON', async () => {
    const params = { items: [{ id: 101, quantity: 2 }], city_id: 1 };
    const result = await run({ url: '/cart/items', params });
    expect(result).toEqual({ data: { ok: true } });
    const [request] = seen;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/site/v1/cart/items');
    const json = JSON.stringify(params);
    expect(request?.url.searchParams.get('data')).toBe(json);
    expect(request?.headers.get('token')).toBe(await signPayload(json, env.apiSecret));
    expect(request?.headers.get('token')).toMatch(/^[0-9A-F]{64}$/);
  });

  it('sends data={} when there are no parameters', async () => {
    await run({ url: '/cities' });
    expect(seen[0]?.url.search).toBe(`?data=${encodeURIComponent('{}')}`);
    expect(seen[0]?.headers.get('token')).toBe(await signPayload('{}', env.apiSecret));
  });

  it('sends platform 4 and the language, English as eng', async () => {
    await run({ url: '/cities' });
    setLocale('en');
    await run({ url: '/cities' });
    setLocale('ru');
    await run({ url: '/cities' });
    expect(seen.map((request) => request.headers.get('platform'))).toEqual(['4', '4', '4']);
    expect(seen.map((request) => request.headers.get('accept-language'))).toEqual(['sr', 'eng', 'ru']);
  });

  it('sends auth-token only when a token is stored', async () => {
    await run({ url: '/clients' });
    document.cookie = 'aptk_auth_token=TOKEN-123; path=/';
    await run({ url: '/clients' });
    expect(seen[0]?.headers.has('auth-token')).toBe(false);
    expect(seen[1]?.headers.get('auth-token')).toBe('TOKEN-123');
  });

  it('asks for a personal answer past every cache, and for a public one as usual (docs/api.md, "Personal answers")', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    await run({ url: '/cities' });
    document.cookie = 'aptk_auth_token=TOKEN-123; path=/';
    await run({ url: '/clients' });
    await run({ url: '/clients/name', method: 'PUT', params: { name: 'M' } });
    expect(fetchSpy.mock.calls.map(([, init]) => init?.cache)).toEqual(['default', 'no-store', 'no-store']);
    fetchSpy.mockRestore();
  });

  it('never sends X-XSRF-TOKEN on GET', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';
    await run({ url: '/cities' });
    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });
});

describe('apiBaseQuery: other methods', () => {
  it('sends a JSON body signed over the exact string, with Content-Type', async () => {
    const params = { phone: '+381 64 123 4567', password: 'demo1234' };
    await run({ url: '/auth/phone', method: 'PUT', params });
    const [request] = seen;
    expect(request?.method).toBe('PUT');
    expect(request?.url.search).toBe('');
    expect(request?.body).toBe(JSON.stringify(params));
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.headers.get('token')).toBe(await signPayload(JSON.stringify(params), env.apiSecret));
  });

  it('sends {} when there is nothing to send', async () => {
    await run({ url: '/auth/logout', method: 'PUT' });
    expect(seen[0]?.body).toBe('{}');
  });

  it('copies the XSRF-TOKEN cookie into X-XSRF-TOKEN for relative URLs', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-value; path=/';
    await run({ url: '/subscribe', method: 'PUT', params: { email: 'a@b.rs', is_deleted: true } });
    await run({ url: '/orders', method: 'POST', params: {} });
    expect(seen.map((request) => request.headers.get('x-xsrf-token'))).toEqual(['xsrf-value', 'xsrf-value']);
  });

  it('sends no X-XSRF-TOKEN when the cookie is absent', async () => {
    await run({ url: '/subscribe', method: 'PUT', params: {} });
    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
  });
});

describe('apiBaseQuery: errors', () => {
  it("gives the caller the server's error body", async () => {
    server.use(
      http.get('*/site/v1/clients', () =>
        HttpResponse.json({ message: 'Sesija je istekla', action: 'logout' }, { status: 401 }),
      ),
    );
    expect(await run({ url: '/clients' })).toEqual({
      error: { status: 401, message: 'Sesija je istekla', action: 'logout' },
    });
  });

  it('treats an unreadable error body as an error without a message', async () => {
    server.use(http.put('*/site/v1/auth/phone', () => new HttpResponse('<html>502</html>', { status: 502 })));
    expect(await run({ url: '/auth/phone', method: 'PUT', params: {} })).toEqual({ error: { status: 502 } });
  });

  it('treats a network failure as an error without a message', async () => {
    server.use(http.get('*/site/v1/cities', () => HttpResponse.error()));
    expect(await run({ url: '/cities' })).toEqual({ error: { status: 'FETCH_ERROR' } });
  });

  it('treats an unparseable success body as a parse error', async () => {
    server.use(http.get('*/site/v1/cities', () => new HttpResponse('{oops', { status: 200 })));
    expect(await run({ url: '/cities' })).toEqual({ error: { status: 'PARSE_ERROR' } });
  });
});

describe('apiBaseQuery: exceptions', () => {
  it('leaves URLs with "assets" untouched: no prefix, no signature, no headers', async () => {
    const assetRequests: Seen[] = [];
    server.use(
      http.get('*/assets/prices.json', async ({ request }) => {
        assetRequests.push({ url: new URL(request.url), method: request.method, headers: request.headers, body: '' });
        return HttpResponse.json({ asset: true });
      }),
    );
    expect(await run({ url: '/assets/prices.json' })).toEqual({ data: { asset: true } });
    expect(assetRequests[0]?.url.pathname).toBe('/assets/prices.json');
    expect(assetRequests[0]?.url.search).toBe('');
    expect(assetRequests[0]?.headers.has('token')).toBe(false);
    expect(assetRequests[0]?.headers.has('platform')).toBe(false);
  });

  it('serves a pre-rendered GET answer once, saying so in meta, then goes to the network', async () => {
    const url = `/site/v1/cities?data=${encodeURIComponent('{}')}`;
    const script = document.createElement('script');
    script.id = 'aptk-state';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ [url]: { list: [{ id: 1, name: 'Beograd' }] } });
    document.body.appendChild(script);
    resetPrerendered();
    try {
      // `meta.fromHtml`: the day's values among such answers are asked again after hydration (dailyValues.ts).
      expect(await run({ url: '/cities' })).toEqual({
        data: { list: [{ id: 1, name: 'Beograd' }] },
        meta: { fromHtml: true },
      });
      expect(seen).toHaveLength(0);
      expect(await run({ url: '/cities' })).toEqual({ data: { ok: true } });
      expect(seen).toHaveLength(1);
    } finally {
      script.remove();
      resetPrerendered();
    }
  });

  it('says in meta that a pre-rendered answer is partial when the HTML marks it so', async () => {
    const url = `/site/v1/categories?data=${encodeURIComponent('{}')}`;
    const script = document.createElement('script');
    script.id = 'aptk-state';
    script.type = 'application/json';
    script.setAttribute('data-partial', url);
    script.textContent = JSON.stringify({ [url]: { list: [] } });
    document.body.appendChild(script);
    resetPrerendered();
    try {
      expect(await run({ url: '/categories' })).toEqual({
        data: { list: [] },
        meta: { fromHtml: true, partial: true },
      });
    } finally {
      script.remove();
      resetPrerendered();
    }
  });

  it('never serves pre-rendered state to non-GET requests', async () => {
    const script = document.createElement('script');
    script.id = 'aptk-state';
    script.type = 'application/json';
    script.textContent = JSON.stringify({ '/site/v1/subscribe': { cached: true } });
    document.body.appendChild(script);
    resetPrerendered();
    try {
      expect(await run({ url: '/subscribe', method: 'PUT', params: {} })).toEqual({ data: { ok: true } });
    } finally {
      script.remove();
      resetPrerendered();
    }
  });
});

describe('apiBaseQuery: cookies that cannot be header values', () => {
  // A cookie is URL-decoded when read: `%D0%B6` is a character beyond a byte, `a%0D%0Ab` a line break.
  it.each(['%D0%B6', 'a%0D%0Ab'])(
    'sends no auth-token for aptk_auth_token=%s, and removes the cookie',
    async (value) => {
      document.cookie = `aptk_auth_token=${value}; path=/`;
      const result = await run({ url: '/cart/items', params: {} });
      expect(result).toEqual({ data: { ok: true } });
      expect(seen[0]?.headers.has('auth-token')).toBe(false);
      expect(document.cookie).not.toContain('aptk_auth_token');
    },
  );

  it('sends no X-XSRF-TOKEN for XSRF-TOKEN=%D0%B6, and removes the cookie', async () => {
    document.cookie = 'XSRF-TOKEN=%D0%B6; path=/';
    const result = await run({ url: '/favourites', method: 'PUT', params: { id: 1 } });
    expect(result).toEqual({ data: { ok: true } });
    expect(seen[0]?.headers.has('x-xsrf-token')).toBe(false);
    expect(document.cookie).not.toContain('XSRF-TOKEN');
  });

  it('sends no change while the cookie holds another session than the page shows; reads go on (docs/decisions.md, "Sessions")', async () => {
    document.cookie = 'aptk_auth_token=MILICA; path=/';
    showCookieSession();
    document.cookie = 'aptk_auth_token=NIKOLA; path=/';
    expect(await run({ url: '/clients/name', method: 'PUT', params: { name: 'M' } })).toEqual({
      error: { status: 'SESSION_CHANGED' },
    });
    expect(seen).toEqual([]);
    await run({ url: '/cities' });
    // A call given its own session's token (sign-out) carries that one.
    await run({ url: '/auth/logout', method: 'PUT', authToken: 'MILICA' });
    expect(seen.map((request) => [request.url.pathname, request.headers.get('auth-token')])).toEqual([
      ['/site/v1/cities', 'NIKOLA'],
      ['/site/v1/auth/logout', 'MILICA'],
    ]);
    showCookieSession();
    await run({ url: '/clients/name', method: 'PUT', params: { name: 'N' } });
    expect(seen[2]?.headers.get('auth-token')).toBe('NIKOLA');
    forgetShownSession();
  });

  it('keeps a late `action: logout` from ending the session that came after the one that asked', async () => {
    server.use(
      http.get('*/site/v1/clients', async ({ request }) => {
        await record(request);
        // Meanwhile another tab signed out and the next client signed in.
        document.cookie = 'aptk_auth_token=NIKOLA; path=/';
        return HttpResponse.json({ message: 'Sign in again', action: 'logout' }, { status: 401 });
      }),
    );
    document.cookie = 'aptk_auth_token=MILICA; path=/';
    expect(await run({ url: '/clients' })).toEqual({ error: { status: 401, message: 'Sign in again' } });
    // Asked with the session the cookie still holds, it ends it.
    expect(await run({ url: '/clients' })).toEqual({
      error: { status: 401, message: 'Sign in again', action: 'logout' },
    });
  });

  it('sends a token given with the request instead of the cookie (sign-out)', async () => {
    await run({ url: '/auth/logout', method: 'PUT', params: {}, authToken: 'aptk_ending' });
    expect(seen[0]?.headers.get('auth-token')).toBe('aptk_ending');
  });
});

describe('apiBaseQuery: time limit', () => {
  afterEach(() => jest.useRealTimers());

  it(`gives up after ${REQUEST_TIME_LIMIT_MS / 1000} s with TIMEOUT_ERROR`, async () => {
    let started = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      started = resolve;
    });
    server.use(
      http.get('*/site/v1/slow', () => {
        started();
        return new Promise<Response>(() => undefined);
      }),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const pending = Promise.resolve(run({ url: '/slow' }));
    await arrived;
    jest.advanceTimersByTime(REQUEST_TIME_LIMIT_MS - 1);
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toEqual({ error: { status: 'TIMEOUT_ERROR' } });
  });

  it('still reports a caller that let go as a network error, not a time-out', async () => {
    server.use(http.get('*/site/v1/slow', () => new Promise<Response>(() => undefined)));
    const controller = new AbortController();
    const pending = run({ url: '/slow' }, controller.signal);
    controller.abort();
    await expect(pending).resolves.toEqual({ error: { status: 'FETCH_ERROR' } });
  });
});
