import { resetMockQa } from '../node';
import { setDelay, setFailure, setOffline } from '../qa';
import { BASE, call, login, requestHeaders, setupMockServer, sign } from './helpers';

setupMockServer();

describe('request wrapper', () => {
  it('answers a well-formed request', async () => {
    const res = await call<{ list: Array<{ id: number; name: string }> }>('GET', '/cities');
    expect(res.status).toBe(200);
    expect(res.body.list[0]).toEqual({ id: 1, name: 'Beograd' });
    expect(res.body.list.length).toBeGreaterThanOrEqual(10);
  });

  it('marks every answer to a client’s request no-store, errors included, and no other (docs/api.md, "Personal answers")', async () => {
    const token = await login();
    const cacheControl = async (path: string, auth?: string) =>
      (await fetch(`${BASE}${path}?data=%7B%7D`, { headers: requestHeaders('{}', { auth }) })).headers.get(
        'cache-control',
      );
    for (const path of ['/clients', '/alerts', '/loyalty', '/favourites', '/cities'])
      expect([path, await cacheControl(path, token)]).toEqual([path, 'no-store']);
    // Refused for an unknown token: the answer is still the client's own.
    expect(await cacheControl('/clients', 'aptk_unknown')).toBe('no-store');
    expect(await cacheControl('/cities')).toBeNull();
  });

  it('rejects a wrong signature', async () => {
    const res = await call<{ message: string }>('GET', '/cities', {}, { token: sign('{"x":1}') });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/potpis/i);
  });

  it('rejects a missing signature', async () => {
    const res = await call<{ message: string }>('PUT', '/auth/phone', { phone: '1', password: '2' }, { token: null });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('token');
  });

  it('rejects a lower-case signature', async () => {
    const res = await call('GET', '/cities', {}, { token: sign('{}').toLowerCase() });
    expect(res.status).toBe(400);
  });

  it('rejects a missing or wrong platform', async () => {
    expect((await call('GET', '/cities', {}, { platform: null })).status).toBe(400);
    const wrong = await call<{ message: string }>('GET', '/cities', {}, { platform: '3', lang: 'eng' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/platform/i);
  });

  it('rejects unparseable data and a GET without data', async () => {
    expect((await call('GET', '/cities', null, { raw: '{nope' })).status).toBe(400);
    expect((await call('PUT', '/auth/phone', null, { raw: 'not json' })).status).toBe(400);
    const noData = await fetch(`${BASE}/cities`, { headers: { platform: '4', token: sign('{}') } });
    expect(noData.status).toBe(400);
  });

  it('checks the JSON shape of each call', async () => {
    const missing = await call<{ message: string }>('GET', '/cart/items', { items: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('city_id');
    const wrongType = await call<{ message: string }>('GET', '/cart/items', {
      items: [{ id: '5', quantity: 1 }],
      city_id: 1,
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toContain('items[0].id');
    const unknown = await call<{ message: string }>('GET', '/cart/items', { items: [], city_id: 1, cityId: 1 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('cityId');
    const zero = await call('GET', '/cart/items', { items: [{ id: 1001, quantity: 0 }], city_id: 1 });
    expect(zero.status).toBe(400);
  });

  it('localizes error messages', async () => {
    const body = { phone: '+381 64 000 0000', password: 'x' };
    expect((await call<{ message: string }>('PUT', '/auth/phone', body)).body.message).toBe(
      'Pogrešan broj telefona ili lozinka.',
    );
    expect((await call<{ message: string }>('PUT', '/auth/phone', body, { lang: 'eng' })).body.message).toBe(
      'Wrong phone number or password.',
    );
    expect((await call<{ message: string }>('PUT', '/auth/phone', body, { lang: 'ru' })).body.message).toBe(
      'Неверный номер телефона или пароль.',
    );
  });

  it('answers 401 with action logout without a valid auth-token', async () => {
    for (const auth of [undefined, 'nope']) {
      const res = await call<{ message: string; action: string }>('GET', '/clients', {}, { auth });
      expect(res.status).toBe(401);
      expect(res.body.action).toBe('logout');
      expect(res.body.message).toBeTruthy();
    }
  });

  it('applies QA controls: forced failure, offline, delay', async () => {
    setFailure('/cities', { status: 503 });
    const failed = await call<{ message: string }>('GET', '/cities');
    expect(failed.status).toBe(503);
    expect(failed.body).toEqual({ message: 'Mock: forced failure of /cities' });
    expect((await call('GET', '/cities/locate', { id: 2 })).status).toBe(200);

    setFailure('/clients', { status: 401, action: 'logout' });
    expect((await call<{ action: string }>('GET', '/clients')).body.action).toBe('logout');

    resetMockQa();
    setOffline(true);
    await expect(call('GET', '/cities')).rejects.toThrow();
    setOffline(false);

    setDelay(120);
    const t = Date.now();
    expect((await call('GET', '/cities')).status).toBe(200);
    expect(Date.now() - t).toBeGreaterThanOrEqual(100);
  });
});
