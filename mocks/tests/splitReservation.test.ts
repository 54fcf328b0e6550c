import type { OffersDto, OrdersDto, OrderDto, TransfersDto, VisitDto } from '@/shared/api/answers';
import { getDataset, pharmaciesWith } from '../data/dataset';
import { splitPair, transferCase } from '../data/scenarios';
import { bestSplit } from '../services/split';
import { belgradeTime } from '../lib/time';
import { call, login, setupMockServer } from './helpers';

setupMockServer();

const ds = getDataset();
/** Belgrade's calendar date and wall clock of an instant. */
const belgrade = (iso: string): string => {
  const t = belgradeTime(Date.parse(iso));
  const hhmm = `${String(Math.floor(t.minutes / 60)).padStart(2, '0')}:${String(t.minutes % 60).padStart(2, '0')}`;
  return `${t.date}, ${hhmm}`;
};
const localDate = (ms: number, plusDays: number): string => belgradeTime(ms + plusDays * 86_400_000).date;

describe('the split rule (services/split.ts)', () => {
  it('takes the fewest pharmacies first, then the lowest total, each line at the cheapest pharmacy of the plan', () => {
    // three lines; 1 has lines 0+1 (expensive), 2 has line 2, 3 has line 0 cheap, 4 has 1+2 cheap
    const plan = bestSplit(
      [
        { pharmacyId: 1, prices: [500, 500, null] },
        { pharmacyId: 2, prices: [null, null, 100] },
        { pharmacyId: 3, prices: [50, null, null] },
        { pharmacyId: 4, prices: [null, 80, 90] },
      ],
      3,
    );
    // {1,2}: 1100, {1,4}: 500+80+90 = 670, {3,4}: 50+80+90 = 220 → two pharmacies, the cheapest pair
    expect(plan).toEqual({
      parts: [
        { pharmacyId: 3, lines: [0] },
        { pharmacyId: 4, lines: [1, 2] },
      ],
      total: 220,
    });
  });

  it('prefers two pharmacies to three even when three cost less, and gives up when a line is nowhere', () => {
    const candidates = [
      { pharmacyId: 1, prices: [900, 900, null] },
      { pharmacyId: 2, prices: [null, null, 900] },
      { pharmacyId: 3, prices: [1, null, null] },
      { pharmacyId: 5, prices: [null, 1, null] },
      { pharmacyId: 6, prices: [null, null, 1] },
    ];
    // {3,5,6} costs 3 but needs three pharmacies; of the pairs, {1,6} (1801) beats {1,2} (2700)
    expect(bestSplit(candidates, 3)?.parts.map((p) => p.pharmacyId)).toEqual([1, 6]);
    expect(bestSplit([{ pharmacyId: 1, prices: [1, null] }], 2)).toBeNull();
  });
});

describe('GET /pharmacies/offers: the split', () => {
  it('offers the best split when no pharmacy has the whole cart, with the lines and pharmacy of each part', async () => {
    const [a, b] = splitPair(ds, 1);
    const items = [
      { id: a.id, quantity: 1 },
      { id: b.id, quantity: 1 },
    ];
    const res = await call<OffersDto>('GET', '/pharmacies/offers', { city_id: 1, items });
    expect(res.status).toBe(200);
    expect(res.body.list.some((o) => o.complete)).toBe(false);
    const split = res.body.split;
    expect(split?.parts).toHaveLength(2);
    expect(split?.parts.flatMap((p) => p.lines.map((l) => l.id)).sort()).toEqual([a.id, b.id].sort());
    for (const part of split?.parts ?? []) {
      expect(part.pharmacy.city_id).toBe(1);
      expect(part.pharmacy.hours).toHaveLength(7);
      const product = ds.productById.get(part.lines[0]?.id ?? 0);
      expect(product && pharmaciesWith(ds, 1, product).map((ph) => ph.id)).toContain(part.pharmacy.id);
    }
    const sum = (split?.parts ?? []).reduce((s, p) => s + p.total, 0);
    expect(split?.total).toBeCloseTo(sum, 2);
  });

  it('has no split when a pharmacy has the whole cart', async () => {
    const [a] = splitPair(ds, 1);
    const res = await call<OffersDto>('GET', '/pharmacies/offers', { city_id: 1, items: [{ id: a.id, quantity: 1 }] });
    expect(res.body.split).toBeNull();
  });
});

describe('GET /pharmacies/transfers', () => {
  it('brings a missing line from the same city by the next day at 12:00', async () => {
    const { pharmacy, has, lacks } = transferCase(ds, 1);
    const before = Date.now();
    const res = await call<TransfersDto>('GET', '/pharmacies/transfers', {
      city_id: 1,
      pharmacy_id: pharmacy.id,
      items: [
        { id: has.id, quantity: 1 },
        { id: lacks.id, quantity: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.list).toHaveLength(1);
    const [transfer] = res.body.list;
    expect(transfer?.id).toBe(lacks.id);
    expect(transfer?.from.city_id).toBe(1);
    expect(transfer?.from.pharmacy_id).not.toBe(pharmacy.id);
    // 12:00 the next day, or the pharmacy's next opening when it is closed then
    const ready = transfer?.ready_by ?? '';
    expect(belgrade(ready).slice(0, 10) >= localDate(before, 1)).toBe(true);
    if (pharmacy.hours.every((h) => h?.open === '00:00'))
      expect(belgrade(ready)).toBe(`${localDate(before, 1)}, 12:00`);
  });

  it('brings a line no pharmacy of a small city has from another city, two days later', async () => {
    const cityId = 11;
    const pharmacy = ds.pharmaciesByCity.get(cityId)?.[0];
    const lacking = ds.products.find(
      (p) => p.availability !== 'none' && !p.allowSafety && pharmaciesWith(ds, cityId, p).length === 0,
    );
    const res = await call<TransfersDto>('GET', '/pharmacies/transfers', {
      city_id: cityId,
      pharmacy_id: pharmacy?.id,
      items: [{ id: lacking?.id, quantity: 1 }],
    });
    const [transfer] = res.body.list;
    expect(transfer?.from.city_id).not.toBe(cityId);
    expect(belgrade(transfer?.ready_by ?? '').slice(0, 10) >= localDate(Date.now(), 2)).toBe(true);
  });

  it('places the transfer in the same reservation, ready when it arrives', async () => {
    const { has, lacks, order } = transferCase(ds, 1);
    const res = await call<OrderDto>('POST', '/orders', {
      ...order,
      name: 'Ana',
      phone: '+381 65 555 1234',
    });
    expect(res.status).toBe(200);
    const line = res.body.lines.find((l) => l.id === lacks.id);
    expect(line?.quantity).toBe(1);
    expect(line?.transfer?.quantity).toBe(1);
    expect(res.body.lines.find((l) => l.id === has.id)?.transfer).toBeNull();
    expect(res.body.ready_by).toBe(line?.transfer?.ready_by);
    expect(Date.parse(res.body.hold_until) - Date.parse(res.body.ready_by)).toBe(48 * 3600_000);
  });
});

describe('POST /orders/visit', () => {
  const visit = (key: string, name = 'Ana Petrović') => {
    const [a, b] = splitPair(ds, 1);
    const at = (p: typeof a) => pharmaciesWith(ds, 1, p)[0]?.id ?? 0;
    return {
      city_id: 1,
      parts: [
        { pharmacy_id: at(a), items: [{ id: a.id, quantity: 1 }] },
        { pharmacy_id: at(b), items: [{ id: b.id, quantity: 1 }] },
      ],
      name,
      phone: '+381 65 555 1234',
      idempotency_key: key,
    };
  };

  it('places one reservation per pharmacy with one key, and the same key returns the same set', async () => {
    const token = await login();
    const before = (await call<OrdersDto>('GET', '/orders', {}, { auth: token })).body.list.length;
    const first = await call<VisitDto>('POST', '/orders/visit', visit('visit-key-0001'), { auth: token });
    expect(first.status).toBe(200);
    expect(first.body.list).toHaveLength(2);
    const [x, y] = first.body.list;
    expect(x?.number).not.toBe(y?.number);
    expect(x?.visit_id).toBe(first.body.visit_id);
    expect(y?.visit_id).toBe(first.body.visit_id);
    for (const order of first.body.list)
      expect(Date.parse(order.hold_until) - Date.parse(order.ready_by)).toBe(48 * 3600_000);
    const again = await call<VisitDto>('POST', '/orders/visit', visit('visit-key-0001'), { auth: token });
    expect(again.body).toEqual(first.body);
    const orders = (await call<OrdersDto>('GET', '/orders', {}, { auth: token })).body.list;
    expect(orders).toHaveLength(before + 2);
    expect(orders.filter((o) => o.visit_id === first.body.visit_id)).toHaveLength(2);
  });

  it('refuses the key with another body (422) and a part the pharmacy cannot fill, creating nothing', async () => {
    await call('POST', '/orders/visit', visit('visit-key-0002'));
    const changed = await call('POST', '/orders/visit', visit('visit-key-0002', 'Other'));
    expect(changed.status).toBe(422);
    const body = visit('visit-key-0003');
    const [a] = splitPair(ds, 1);
    const lacking = ds.pharmaciesByCity.get(1)?.find((ph) => !pharmaciesWith(ds, 1, a).includes(ph));
    const bad = { ...body, parts: [body.parts[1], { pharmacy_id: lacking?.id, items: [{ id: a.id, quantity: 1 }] }] };
    const count = (await call<OrdersDto>('GET', '/orders', {}, { auth: await login() })).body.list.length;
    expect((await call('POST', '/orders/visit', bad)).status).toBe(400);
    expect((await call<OrdersDto>('GET', '/orders', {}, { auth: await login() })).body.list.length).toBe(count);
  });
});
