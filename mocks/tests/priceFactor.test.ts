import { call, setupMockServer } from './helpers';
import { qaState, setPrices } from '../qa';

/** QA's price change (docs/mock-backend.md, "QA controls"): `/__mock/prices?factor=`, `?mock_prices=`. */
setupMockServer();

interface Card {
  id: number;
  price: number | null;
  old_price: number | null;
}
interface Detail {
  product: Card;
  pharmacies: Array<{ price: number | null }>;
}

const panadol = () => call<Detail>('GET', '/products/detail', { id: 1013, city_id: 1 }, { lang: 'eng' });
const page = () =>
  call<{ list: Card[] }>('GET', '/products', { city_id: 1, page: 1, per_page: 24 }, { lang: 'eng' }).then(
    ({ body }) => body.list,
  );

describe('the mock price factor', () => {
  it('makes every list price dearer to the para, on the card, the product page and its pharmacies', async () => {
    const before = (await panadol()).body;
    expect(before.product.price).toBe(249.9);
    setPrices(1.25);
    const after = (await panadol()).body;
    // 249.90 × 1.25 = 312.375: the price the issue names, to the para.
    expect(after.product.price).toBe(312.38);
    expect(after.pharmacies.map((pharmacy) => pharmacy.price)).toEqual(
      before.pharmacies.map((pharmacy) => (pharmacy.price === null ? null : expect.any(Number))),
    );
    for (const [index, pharmacy] of after.pharmacies.entries()) {
      const was = before.pharmacies[index]?.price ?? null;
      if (was !== null) expect(pharmacy.price).toBeGreaterThan(was);
    }
    expect(qaState().priceFactor).toBe(1.25);
  });

  it('changes old prices with the list prices they belong to, and goes back with no factor', async () => {
    const generated = await page();
    setPrices(1.25);
    const dearer = await page();
    const discounted = generated.filter((card) => card.old_price !== null);
    expect(discounted.length).toBeGreaterThan(0);
    for (const card of discounted) {
      const now = dearer.find((item) => item.id === card.id);
      expect(now?.old_price).toBeCloseTo((card.old_price ?? 0) * 1.25, 1);
    }
    setPrices(null);
    expect(await page()).toEqual(generated);
    expect(qaState().priceFactor).toBe(1);
  });
});
