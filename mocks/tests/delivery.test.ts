import type { DeliveryDto, DeliveryTermsDto, ProductsDto } from '@/shared/api/answers';
import { getDataset, pharmaciesWith, stockAt } from '../data/dataset';
import { setFailure } from '../qa';
import { call, setupMockServer } from './helpers';

/** Delivery of goods that are not medicines (docs/api.md, "Delivery"). */
setupMockServer();

const ds = getDataset();
const BELGRADE = 1;
/** A product of this kind that a pharmacy of Belgrade has at least twice, with a price. */
const stocked = (kind: string) => {
  const found = ds.products.find(
    (p) => p.kind === kind && !p.allowSafety && pharmaciesWith(ds, BELGRADE, p).some((ph) => stockAt(ds, ph, p) >= 2),
  );
  if (!found) throw new Error(`dataset: no ${kind}`);
  return found;
};
const address = { street: 'Njegoševa 12', flat: 'stan 4', postal_code: '11000' };
const contacts = { name: 'Milica', phone: '+381 64 123 4567' };
const deliver = (body: Record<string, unknown>, lang: 'sr' | 'eng' | 'ru' = 'eng') =>
  call<DeliveryDto & { message?: string }>('POST', '/orders/delivery', body, { lang });

describe('the medicine flag of a product card', () => {
  it('is the kind of goods: medicines true, supplements, cosmetics and devices false', async () => {
    const ids = ['medicine', 'supplement', 'cosmetic', 'device'].map((kind) => stocked(kind).id);
    const { body } = await call<ProductsDto>('GET', '/products', { city_id: BELGRADE, ids });
    expect(body.list.map((card) => card.is_medicine)).toEqual([true, false, false, false]);
    // Every medicine, prescription or not, is one; nothing else is.
    const all = await call<ProductsDto>('GET', '/products', { city_id: BELGRADE, per_page: 60 });
    for (const card of all.body.list) expect(card.is_medicine).toBe(ds.productById.get(card.id)?.kind === 'medicine');
  });
});

describe('GET /delivery', () => {
  it('answers the fee, cash on delivery and the days; 404 for an unknown city', async () => {
    const { status, body } = await call<DeliveryTermsDto>('GET', '/delivery', { city_id: BELGRADE });
    expect(status).toBe(200);
    expect(body).toEqual({ fee: 299, payment: 'cash_on_delivery', days: 2 });
    expect((await call('GET', '/delivery', { city_id: 999 })).status).toBe(404);
  });
});

describe('POST /orders/delivery', () => {
  it('delivers goods that are not medicines at the city price plus the fee, cash on delivery', async () => {
    const cream = stocked('cosmetic');
    const vitamin = stocked('supplement');
    const { body: cards } = await call<ProductsDto>('GET', '/products', {
      city_id: BELGRADE,
      ids: [cream.id, vitamin.id],
    });
    const price = new Map(cards.list.map((card) => [card.id, card.price ?? NaN]));
    const attempt = {
      city_id: BELGRADE,
      items: [
        { id: cream.id, quantity: 2 },
        { id: vitamin.id, quantity: 1 },
      ],
      ...address,
      ...contacts,
      idempotency_key: 'delivery-test-0001',
    };
    const { status, body } = await deliver(attempt);
    expect(status).toBe(200);
    expect(body.number).toMatch(/^DST-\d+$/);
    expect(body.lines.map((line) => [line.id, line.quantity, line.price])).toEqual([
      [cream.id, 2, price.get(cream.id)],
      [vitamin.id, 1, price.get(vitamin.id)],
    ]);
    const subtotal = Math.round(((price.get(cream.id) ?? 0) * 2 + (price.get(vitamin.id) ?? 0)) * 100) / 100;
    expect(body.subtotal).toBe(subtotal);
    expect(body.fee).toBe(299);
    expect(body.total).toBe(Math.round((subtotal + 299) * 100) / 100);
    expect(body).toMatchObject({
      payment: 'cash_on_delivery',
      city: 'Belgrade',
      street: 'Njegoševa 12',
      flat: 'stan 4',
      postal_code: '11000',
      phone: '+381 64 123 4567',
    });
    expect(body.deliver_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The same attempt again: the same delivery; with other details: refused, nothing made.
    const again = await deliver(attempt);
    expect(again.body.id).toBe(body.id);
    const other = await deliver({ ...attempt, items: [{ id: cream.id, quantity: 1 }] });
    expect(other.status).toBe(422);
  });

  it('never delivers a medicine, with or without prescription, and names it', async () => {
    const medicine = stocked('medicine');
    const cream = stocked('cosmetic');
    const res = await deliver(
      {
        city_id: BELGRADE,
        items: [
          { id: cream.id, quantity: 1 },
          { id: medicine.id, quantity: 1 },
        ],
        ...address,
        ...contacts,
      },
      'sr',
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(medicine.name.sr);
    expect(res.body.message).toContain('ne dostavlja');
  });

  it('refuses what the address form must have, and what the city does not have', async () => {
    const cream = stocked('cosmetic');
    const items = [{ id: cream.id, quantity: 1 }];
    const base = { city_id: BELGRADE, items, ...address, ...contacts };
    expect((await deliver({ ...base, items: [] })).status).toBe(400);
    expect((await deliver({ ...base, street: ' ' })).body.message).toBe('Please enter the street and number.');
    expect((await deliver({ ...base, postal_code: '110' })).body.message).toBe('The postal code has 5 digits.');
    expect((await deliver({ ...base, name: '' })).status).toBe(400);
    expect((await deliver({ ...base, phone: '123' })).status).toBe(400);
    expect((await deliver({ ...base, items: [{ id: cream.id, quantity: 999 }] })).status).toBe(400);
    expect((await deliver({ ...base, items: [{ id: 1, quantity: 1 }] })).status).toBe(400);
    expect((await deliver({ ...base, city_id: 999 })).status).toBe(404);
    expect((await deliver({ ...base, floor: 2 })).status).toBe(400);
  });

  it('fails when QA says so', async () => {
    setFailure('/orders/delivery', { status: 503 });
    const cream = stocked('cosmetic');
    const res = await deliver({ city_id: BELGRADE, items: [{ id: cream.id, quantity: 1 }], ...address, ...contacts });
    expect(res.status).toBe(503);
  });
});
