import type { OrderDto, OrdersDto, TherapiesDto, TherapyDto } from '@/shared/api/answers';
import { addMonths } from '@/shared/lib/calendarDate';
import { getDataset } from '../data/dataset';
import { partlyStocked } from '../data/partlyStocked';
import { todayOf } from '../services/catalog';
import { call, login, setupMockServer } from './helpers';

setupMockServer();

const ds = getDataset();
const today = todayOf(Date.now());

const partly = partlyStocked(ds, 1);

const newTherapy = (auth: string, body: Record<string, unknown> = {}) =>
  call<TherapyDto>(
    'POST',
    '/therapies',
    { product_id: partly.product.id, months: 3, first_date: today, pharmacy_id: partly.lacking.id, ...body },
    { auth, lang: 'eng' },
  );

const reserve = (auth: string, id: number, month: number, key = 'therapy-key-0001') =>
  call<OrderDto>('POST', '/therapies/reserve', { id, month, idempotency_key: key }, { auth, lang: 'eng' });

describe('therapies', () => {
  it('a therapy is created, listed for its client only, and deleted', async () => {
    const auth = await login();
    const created = await newTherapy(auth);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      product_id: partly.product.id,
      product_name: partly.product.name.en,
      months: 3,
      first_date: today,
      pharmacy: { id: partly.lacking.id },
      reservations: [],
    });
    const list = await call<TherapiesDto>('GET', '/therapies', {}, { auth, lang: 'eng' });
    expect(list.body.list).toEqual([created.body]);

    const nikola = await login('+381 63 765 4321');
    expect((await call<TherapiesDto>('GET', '/therapies', {}, { auth: nikola })).body.list).toEqual([]);
    expect((await call('POST', '/therapies/delete', { id: created.body.id }, { auth: nikola })).status).toBe(404);
    expect(
      (await call('POST', '/therapies/delete', { id: created.body.id }, { auth: 'not-a-token', lang: 'eng' })).status,
    ).toBe(401);

    expect((await call('POST', '/therapies/delete', { id: created.body.id }, { auth })).status).toBe(200);
    expect((await call<TherapiesDto>('GET', '/therapies', {}, { auth })).body.list).toEqual([]);
    expect((await call('POST', '/therapies/delete', { id: created.body.id }, { auth })).status).toBe(404);
  });

  it('needs a session, a signature and a well-formed body, with clear 400s', async () => {
    expect((await call('GET', '/therapies', {})).status).toBe(401);
    const auth = await login();
    expect((await call('GET', '/therapies', {}, { auth, token: 'BAD' })).status).toBe(400);
    const months = await newTherapy(auth, { months: 7 });
    expect(months).toMatchObject({ status: 400, body: { message: expect.stringContaining('months') as string } });
    expect((await newTherapy(auth, { months: 1 })).status).toBe(400);
    const date = await newTherapy(auth, { first_date: '2026-02-30' });
    expect(date).toMatchObject({ status: 400, body: { message: expect.stringContaining('YYYY-MM-DD') as string } });
    const unknown = await newTherapy(auth, { city_id: 1 });
    expect(unknown.body).toMatchObject({ message: expect.stringContaining('city_id: unknown field') as string });
    expect((await newTherapy(auth, { product_id: 999_999 })).status).toBe(404);
    expect((await newTherapy(auth, { pharmacy_id: 999_999 })).status).toBe(404);
    const therapy = (await newTherapy(auth)).body;
    const badKey = await call(
      'POST',
      '/therapies/reserve',
      { id: therapy.id, month: 1, idempotency_key: 'x' },
      { auth },
    );
    expect(badKey.status).toBe(400);
  });

  it('reserves the open month at the nearest pharmacy that has the pack, once per month and key', async () => {
    const auth = await login();
    const therapy = (await newTherapy(auth)).body;
    const order = await reserve(auth, therapy.id, 1);
    expect(order.status).toBe(200);
    // The preferred pharmacy lacks the pack: the nearest one of its city that has it.
    const near = (lat: number, lng: number) =>
      ((lng - partly.lacking.lng) * Math.cos((partly.lacking.lat * Math.PI) / 180)) ** 2 +
      (lat - partly.lacking.lat) ** 2;
    const nearest = [...partly.stocked].sort((a, b) => near(a.lat, a.lng) - near(b.lat, b.lng))[0];
    expect(order.body.pharmacy.id).toBe(nearest?.id);
    expect(order.body.lines).toEqual([expect.objectContaining({ id: partly.product.id, quantity: 1 })]);

    // The same key answers the same order; another key for the same month is refused.
    expect((await reserve(auth, therapy.id, 1)).body.number).toBe(order.body.number);
    expect((await reserve(auth, therapy.id, 1, 'therapy-key-0002')).status).toBe(409);
    // Month 2 is a month away: its window is not open.
    const closed = await reserve(auth, therapy.id, 2, 'therapy-key-0003');
    expect(closed).toMatchObject({ status: 400, body: { message: expect.stringContaining('window') as string } });

    const [listed] = (await call<TherapiesDto>('GET', '/therapies', {}, { auth, lang: 'eng' })).body.list;
    expect(listed?.reservations).toEqual([
      { month: 1, order_id: order.body.id, number: order.body.number, pharmacy_name: nearest?.name },
    ]);
    const orders = (await call<OrdersDto>('GET', '/orders', {}, { auth })).body.list;
    expect(orders.map((o) => o.number)).toContain(order.body.number);
  });

  it('the preferred pharmacy is used when it has the pack; windows are the date ± 7 days', async () => {
    const auth = await login();
    const preferred = partly.stocked[1];
    // Month 1 was a month ago; month 2's date is today (up to 3 days off at a month's end).
    const first = addMonths(today, -1);
    const therapy = (await newTherapy(auth, { pharmacy_id: preferred?.id, first_date: first })).body;
    expect((await reserve(auth, therapy.id, 1)).status).toBe(400);
    const order = await reserve(auth, therapy.id, 2, 'therapy-key-0004');
    expect(order.status).toBe(200);
    expect(order.body.pharmacy.id).toBe(preferred?.id);
  });
});
