import type { AlertDto, AlertsDto, OffersDto, ProductDetailDto, ProductsDto } from '@/shared/api/answers';
import { getDataset, pharmaciesWith, stockAt } from '../data/dataset';
import { restock } from '../qa';
import { call, login, setupMockServer } from './helpers';

setupMockServer();

const ds = getDataset();

/** A product no pharmacy of a city stocks, chosen by its state (the generated stock may change). */
const missing = (() => {
  for (const city of ds.cities)
    for (const product of ds.products)
      if (!product.allowSafety && pharmaciesWith(ds, city.id, product).length === 0) return { city, product };
  throw new Error('the dataset has no product missing in some city');
})();
const product_id = missing.product.id;
const city_id = missing.city.id;

const listAlerts = async (keys: string[], auth?: string) =>
  (await call<AlertsDto>('GET', '/alerts', { keys }, { auth, lang: 'eng' })).body.list;

describe('stock alerts', () => {
  it('an anonymous alert goes by e-mail, is listed by its key only, and fires when QA restocks the product', async () => {
    const created = await call<AlertDto>(
      'POST',
      '/alerts',
      { product_id, city_id, email: ' Ana@Example.com ' },
      { lang: 'eng' },
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      product_id,
      product_name: missing.product.name.en,
      city_id,
      city_name: missing.city.name.en,
      channel: 'email',
      contact: 'ana@example.com',
      status: 'waiting',
      fired_at: null,
    });
    expect(created.body.key).toMatch(/^[0-9a-f]{32}$/);
    expect(await listAlerts([])).toEqual([]);
    expect(await listAlerts([created.body.key])).toEqual([created.body]);

    const [pharmacyId] = restock(`${product_id}:${city_id}`);
    expect(pharmacyId).toBe(ds.pharmaciesByCity.get(city_id)?.[0]?.id);
    const [fired] = await listAlerts([created.body.key]);
    expect(fired).toMatchObject({ id: created.body.id, status: 'fired' });
    expect(Number.isNaN(Date.parse(fired?.fired_at ?? ''))).toBe(false);
  });

  it('a restock really changes availability: product page, cards and offers of that city', async () => {
    const detail = async () =>
      (await call<ProductDetailDto>('GET', '/products/detail', { id: product_id, city_id })).body;
    const offers = async () =>
      (await call<OffersDto>('GET', '/pharmacies/offers', { city_id, items: [{ id: product_id, quantity: 1 }] })).body
        .list;
    expect((await detail()).pharmacies).toEqual([]);
    expect(await offers()).toEqual([]);

    restock(`${product_id}:${city_id}:3`);
    const pharmacy = ds.pharmaciesByCity.get(city_id)?.[0];
    expect((await detail()).pharmacies).toEqual([expect.objectContaining({ pharmacy_id: pharmacy?.id, quantity: 3 })]);
    expect((await detail()).product.pharmacies_count).toBe(1);
    expect((await offers()).map((offer) => offer.pharmacy_id)).toEqual([pharmacy?.id]);
    const cards = (await call<ProductsDto>('GET', '/products', { city_id, ids: [product_id] })).body.list;
    expect(cards[0]?.pharmacies_count).toBe(1);

    // A second restock of the pair replaces the first; other products keep their generated stock.
    restock(`${product_id}:${city_id}:5`);
    expect((await detail()).pharmacies[0]?.quantity).toBe(5);
    const other = ds.products.find((p) => p.id !== product_id);
    if (pharmacy && other) expect(stockAt(ds, pharmacy, other)).toBe(stockAt(getDataset(), pharmacy, other));
  });

  it('a signed-in client is notified on the account phone and sees the alert without keys', async () => {
    const token = await login();
    const created = await call<AlertDto>('POST', '/alerts', { product_id, city_id }, { auth: token });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ channel: 'phone', contact: '+381 64 123 4567', status: 'waiting' });
    expect((await listAlerts([], token)).map((alert) => alert.id)).toEqual([created.body.id]);
    // Another client does not see it.
    expect(await listAlerts([], await login('+381 63 765 4321'))).toEqual([]);
    // Asking again for the same alert answers the waiting one.
    const again = await call<AlertDto>('POST', '/alerts', { product_id, city_id }, { auth: token });
    expect(again.body.id).toBe(created.body.id);
  });

  it('refuses what cannot become an alert', async () => {
    const post = async (body: object, auth?: string) =>
      call<{ message?: string }>('POST', '/alerts', body, { auth, lang: 'eng' });
    expect(await post({ product_id, city_id })).toMatchObject({
      status: 400,
      body: { message: 'Enter an e-mail address for the alert.' },
    });
    expect((await post({ product_id, city_id, email: 'ana@' })).status).toBe(400);
    expect((await post({ product_id, city_id, email: 'a@b.rs' }, await login())).status).toBe(400);
    expect((await post({ product_id, city_id, email: 'a@b.rs', phone: '1' })).status).toBe(400);
    expect((await post({ product_id: 1, city_id, email: 'a@b.rs' })).status).toBe(404);
    expect((await post({ product_id, city_id: 999, email: 'a@b.rs' })).status).toBe(404);
    const stocked = ds.products.find((p) => pharmaciesWith(ds, city_id, p).length > 0);
    expect(await post({ product_id: stocked?.id, city_id, email: 'a@b.rs' })).toMatchObject({
      status: 400,
      body: { message: 'The product is already available in this city.' },
    });
  });

  it('deletes an alert by its key', async () => {
    const { body } = await call<AlertDto>('POST', '/alerts', { product_id, city_id, email: 'ana@example.com' });
    expect(await call('POST', '/alerts/delete', { key: body.key })).toEqual({ status: 200, body: {} });
    expect(await listAlerts([body.key])).toEqual([]);
    expect((await call('POST', '/alerts/delete', { key: body.key })).status).toBe(404);
  });

  it('restock refuses unknown ids and malformed entries', () => {
    expect(() => restock('1:1')).toThrow('unknown product');
    expect(() => restock(`${product_id}:999`)).toThrow('unknown city');
    expect(() => restock('abc')).toThrow('product:city');
    expect(() => restock(`${product_id}:${city_id}:0`)).toThrow('quantity');
  });
});
