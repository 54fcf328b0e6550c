import type { AlternativesDto, ProductCardDto } from '@/shared/api/answers';
import { getDataset } from '../data/dataset';
import { setFailure, setPrices } from '../qa';
import { call, setupMockServer } from './helpers';

/** GET /products/alternatives (docs/api.md, "Cheaper alternatives"). */
setupMockServer();

const ds = getDataset();
const ask = (id: number, cityId = 1, lang: 'sr' | 'eng' | 'ru' = 'eng') =>
  call<AlternativesDto>('GET', '/products/alternatives', { id, city_id: cityId }, { lang });
const perUnit = (card: ProductCardDto): number => (card.price ?? NaN) / (card.pack_unit?.count ?? 1);

describe('GET /products/alternatives', () => {
  it('answers the same substance, strength and form that cost less per unit in the city, cheapest first', async () => {
    // Febricet 500 mg, 10 tablets: larger packs and other makers of paracetamol 500 mg tablets cost less per tablet.
    const seed = ds.productById.get(1001);
    if (!seed) throw new Error('dataset');
    const { status, body } = await ask(1001);
    expect(status).toBe(200);
    expect(body.product.id).toBe(1001);
    expect(body.list.length).toBeGreaterThan(1);
    const costs = body.list.map(perUnit);
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    for (const card of body.list) {
      const other = ds.productById.get(card.id);
      expect(other?.substanceKey).toBe(seed.substanceKey);
      expect(other?.dosage).toBe(seed.dosage);
      expect(other?.formKey).toBe(seed.formKey);
      expect(card.id).not.toBe(1001);
      expect(perUnit(card)).toBeLessThan(perUnit(body.product));
    }
  });

  it('leaves out what costs as much or more per unit, and what the city has no price for', async () => {
    const seed = ds.productById.get(1001);
    const ids = ds.products
      .filter(
        (p) =>
          p.id !== 1001 &&
          p.substanceKey === seed?.substanceKey &&
          p.dosage === seed.dosage &&
          p.formKey === seed.formKey,
      )
      .map((p) => p.id);
    // The same products' cards as the catalogue prices them in the city.
    const cards = (await call<{ list: ProductCardDto[] }>('GET', '/products', { city_id: 1, ids, per_page: 60 })).body
      .list;
    const { body } = await ask(1001);
    const expected = cards
      .filter((card) => card.price !== null && !card.allow_safety && perUnit(card) < perUnit(body.product))
      .sort((a, b) => perUnit(a) - perUnit(b) || a.id - b.id)
      .slice(0, 6)
      .map((card) => card.id);
    expect(cards.length).toBeGreaterThan(expected.length);
    expect(body.list.map((card) => card.id)).toEqual(expected);
  });

  it('has nothing for goods without an active substance', async () => {
    const cosmetic = ds.products.find((p) => p.substanceKey === null);
    if (!cosmetic) throw new Error('dataset');
    expect((await ask(cosmetic.id)).body.list).toEqual([]);
  });

  it('prices in the city asked for, with today’s prices', async () => {
    const before = (await ask(1001)).body;
    setPrices(1.25);
    const after = (await ask(1001)).body;
    setPrices(null);
    expect(after.list.map((card) => card.id)).toEqual(before.list.map((card) => card.id));
    expect(after.list[0]?.price).toBeGreaterThan(before.list[0]?.price ?? Infinity);
    const novi = (await ask(1001, 2, 'sr')).body;
    expect(novi.product.id).toBe(1001);
  });

  it('answers 404 for an unknown product or city, and fails when QA says so', async () => {
    expect((await ask(1)).status).toBe(404);
    expect((await ask(1001, 999)).status).toBe(404);
    setFailure('/products/alternatives', { status: 503 });
    expect((await ask(1001)).status).toBe(503);
  });
});
