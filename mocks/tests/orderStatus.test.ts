import type { StoredOrder } from '../db';
import { setOrderMinutes } from '../qa';
import { moveOrders, orderEvents } from '../services/orderProgress';
import type { OrderDto } from '../services/orders';
import { call, login, reservationBody, setupMockServer } from './helpers';

setupMockServer();
afterEach(() => setOrderMinutes(null));

const body = reservationBody();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const place = async (auth?: string) => (await call<OrderDto>('POST', '/orders', body, auth ? { auth } : {})).body;
const track = (order: OrderDto, key = order.track_key) =>
  call<OrderDto>('POST', '/orders/track', { id: order.id, key });

const stored = (over: Partial<StoredOrder>): StoredOrder => ({
  id: 9001,
  number: 'APT-999999',
  userId: null,
  createdAt: 0,
  cityId: 1,
  pharmacyId: 101,
  lines: [],
  name: 'A',
  phone: '+381 65 555 1234',
  comment: '',
  readyBy: 2 * HOUR,
  holdUntil: 50 * HOUR,
  pickedUp: false,
  ...over,
});

describe('order status (docs/api.md, "Order status")', () => {
  it('moves on time: received, being prepared half-way (at most an hour before ready), ready, expired', () => {
    const order = stored({});
    const statuses = (now: number) => orderEvents(order, now).map((e) => e.status);
    expect(statuses(30 * MINUTE)).toEqual(['accepted']);
    expect(statuses(HOUR)).toEqual(['accepted', 'preparing']);
    expect(statuses(2 * HOUR)).toEqual(['accepted', 'preparing', 'ready']);
    expect(statuses(50 * HOUR)).toEqual(['accepted', 'preparing', 'ready', 'expired']);
    expect(orderEvents(stored({ readyBy: 10 * HOUR }), 9.5 * HOUR).at(-1)).toEqual({
      status: 'preparing',
      at: 9 * HOUR,
    });
    expect(orderEvents(stored({ pickedUp: true }), 100 * HOUR).at(-1)).toEqual({ status: 'picked_up', at: 4 * HOUR });
  });

  it('a placed order has a six-digit code, a track key and its first event; the key follows it without a session', async () => {
    const order = await place();
    expect(order.status).toBe('accepted');
    expect(order.pickup_code).toMatch(/^\d{6}$/);
    expect(order.track_key).toMatch(/^[0-9a-f]{32}$/);
    expect(order.events).toEqual([{ status: 'accepted', at: order.created_at }]);
    const followed = await track(order);
    expect(followed.status).toBe(200);
    expect(followed.body.number).toBe(order.number);
    expect((await track(order, 'f'.repeat(32))).status).toBe(404);
    expect((await track(order, '')).status).toBe(404);
  });

  it('QA moves it to ready, collected, cancelled or expired, and refuses to move a closed one', async () => {
    const order = await place();
    expect(moveOrders(`${order.id}:preparing`)).toEqual([order.number]);
    expect((await track(order)).body.status).toBe('preparing');
    moveOrders(`${order.number}:ready`);
    const ready = (await track(order)).body;
    expect(ready.status).toBe('ready');
    expect(ready.events.map((e) => e.status)).toEqual(['accepted', 'preparing', 'ready']);
    expect(Date.parse(ready.hold_until) - Date.parse(ready.ready_by)).toBe(48 * HOUR);
    moveOrders('last:picked_up');
    expect((await track(order)).body.status).toBe('picked_up');
    expect(() => moveOrders(`${order.id}:cancelled`)).toThrow(/already picked_up/);

    const other = await place();
    moveOrders(`${other.id}:cancelled`);
    expect((await track(other)).body.events.map((e) => e.status)).toEqual(['accepted', 'cancelled']);
    expect(() => moveOrders('nope:ready')).toThrow(/no order/);
    expect(() => moveOrders(`${other.id}:sideways`)).toThrow(/not one of/);
  });

  it('the QA timer makes new orders ready the minutes after being placed', async () => {
    setOrderMinutes(2);
    const before = Date.now();
    const order = await place();
    expect(Date.parse(order.ready_by) - before).toBeGreaterThanOrEqual(2 * MINUTE - 1000);
    expect(Date.parse(order.ready_by) - before).toBeLessThan(2 * MINUTE + 5000);
  });

  it('the signed-in client sees the same status in /orders/detail', async () => {
    const auth = await login();
    const order = await place(auth);
    moveOrders(`${order.id}:ready`);
    const detail = await call<OrderDto>('GET', '/orders/detail', { id: order.id }, { auth });
    expect(detail.body.status).toBe('ready');
    expect(detail.body.pickup_code).toBe(order.pickup_code);
  });
});
