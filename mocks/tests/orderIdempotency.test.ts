import type { OrderDto } from '../services/orders';
import { call, login, reservationBody, setupMockServer } from './helpers';

setupMockServer();

const body = reservationBody();
const KEY = '7f0c2a4e-9d1b-4c3a-8e2f-5b6a7c8d9e0f';

const ordersOf = async (token: string) =>
  (await call<{ list: OrderDto[] }>('GET', '/orders', {}, { auth: token })).body.list;

describe('POST /orders with idempotency_key', () => {
  it('answers a repeated key with the order the first request created, and creates it once', async () => {
    const token = await login();
    const before = await ordersOf(token);
    const first = await call<OrderDto>('POST', '/orders', { ...body, idempotency_key: KEY }, { auth: token });
    const again = await call<OrderDto>('POST', '/orders', { ...body, idempotency_key: KEY }, { auth: token });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(again.body.number).toBe(first.body.number);
    expect(await ordersOf(token)).toHaveLength(before.length + 1);
  });

  it('refuses the same key with another body (422, with a message), and creates nothing', async () => {
    const token = await login();
    await call('POST', '/orders', { ...body, idempotency_key: KEY }, { auth: token });
    const count = (await ordersOf(token)).length;
    const changed = await call<{ message?: string }>(
      'POST',
      '/orders',
      { ...body, name: 'Ana P.', idempotency_key: KEY },
      { auth: token, lang: 'eng' },
    );
    expect(changed.status).toBe(422);
    expect(changed.body.message).toBe(
      'This reservation attempt was already sent with different details. Reload the page and try again.',
    );
    expect(await ordersOf(token)).toHaveLength(count);
  });

  it('creates a new order for a new key or none, and refuses a malformed key', async () => {
    const a = await call<OrderDto>('POST', '/orders', { ...body, idempotency_key: KEY });
    const b = await call<OrderDto>('POST', '/orders', { ...body, idempotency_key: `${KEY}-2` });
    const c = await call<OrderDto>('POST', '/orders', body);
    expect(new Set([a.body.id, b.body.id, c.body.id]).size).toBe(3);
    expect((await call('POST', '/orders', { ...body, idempotency_key: 'short' })).status).toBe(400);
    expect((await call('POST', '/orders', { ...body, idempotency_key: 'has space in it' })).status).toBe(400);
  });
});
