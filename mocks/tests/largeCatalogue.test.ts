// MOCK_PRODUCTS (docs/mock-backend.md, "A catalogue of N products"): a deterministic catalogue of
// any size built from the base data, with the gaps a real chain's catalogue has.
import {
  applyPriceChange,
  cityLacks,
  generateDataset,
  mockProductCount,
  pharmaciesWith,
  type Dataset,
} from '../data/dataset';
import { EXTRA_MAKERS } from '../data/largeCatalogue';
import { isEan13 } from '../data/ean';
import { toCard, discountsOn, todayOf } from '../services/catalog';

const SEED = 20260401;
const big: Dataset = generateDataset(SEED, 10_000);
const base: Dataset = generateDataset(SEED);
const added = big.products.slice(base.products.length);
const share = (count: number): number => count / added.length;

describe('MOCK_PRODUCTS', () => {
  it('reads the size from the environment and refuses nonsense', () => {
    expect(mockProductCount(undefined)).toBeNull();
    expect(mockProductCount('')).toBeNull();
    expect(mockProductCount('10000')).toBe(10_000);
    expect(() => mockProductCount('10k')).toThrow(/MOCK_PRODUCTS must be a whole number/);
    expect(() => mockProductCount('0')).toThrow(/MOCK_PRODUCTS/);
  });

  it('has exactly N products with unique ids, positions and barcodes; the base ones unchanged first', () => {
    expect(big.products).toHaveLength(10_000);
    expect(new Set(big.products.map((p) => p.id)).size).toBe(10_000);
    expect(big.products.every((p, idx) => p.idx === idx && big.productById.get(p.id) === p)).toBe(true);
    expect(new Set(big.products.map((p) => p.ean)).size).toBe(10_000);
    expect(big.products.every((p) => isEan13(p.ean))).toBe(true);
    expect(JSON.stringify(big.products.slice(0, base.products.length))).toBe(JSON.stringify(base.products));
  });

  it('gives the same catalogue for the same seed and size, another one for another seed', () => {
    const again = generateDataset(SEED, 10_000);
    expect(JSON.stringify(again.products)).toBe(JSON.stringify(big.products));
    const other = generateDataset(SEED + 1, 10_000);
    expect(JSON.stringify(other.products.map((p) => p.name.sr))).not.toBe(
      JSON.stringify(big.products.map((p) => p.name.sr)),
    );
    // A smaller size is a spread sample of the base, also deterministic.
    const small = generateDataset(SEED, 500);
    expect(small.products).toHaveLength(500);
    expect(new Set(small.products.map((p) => p.kind))).toEqual(new Set(base.products.map((p) => p.kind)));
    expect(generateDataset(SEED, 500).products.map((p) => p.id)).toEqual(small.products.map((p) => p.id));
  });

  it('adds strengths, pack sizes, brands and hundreds of manufacturers, over every category and ATC group', () => {
    const key = (p: { brand: string; dosage: string; packSize: number }) => `${p.brand}|${p.dosage}|${p.packSize}`;
    expect(new Set(big.products.map((p) => p.dosage)).size).toBeGreaterThan(
      new Set(base.products.map((p) => p.dosage)).size,
    );
    // More pack sizes of one product (same name, strength included).
    const packsPerName = (products: Dataset['products']): number => {
      const sizes = new Map<string, Set<number>>();
      for (const p of products) sizes.set(p.name.sr, (sizes.get(p.name.sr) ?? new Set()).add(p.packSize));
      return [...sizes.values()].filter((set) => set.size >= 3).length;
    };
    expect(packsPerName(big.products)).toBeGreaterThan(3 * packsPerName(base.products));
    expect(new Set(big.products.map((p) => p.brand)).size).toBeGreaterThan(
      3 * new Set(base.products.map((p) => p.brand)).size,
    );
    const makers = new Set(big.products.map((p) => p.manufacturer));
    expect(makers.size).toBeGreaterThan(500);
    expect([...makers].filter((m) => EXTRA_MAKERS.includes(m)).length).toBeGreaterThan(400);
    // Mostly new combinations, not copies.
    expect(new Set(big.products.map(key)).size).toBeGreaterThan(0.8 * big.products.length);
    const leafCategories = new Set(base.products.map((p) => p.categorySlug));
    for (const slug of leafCategories) expect(added.some((p) => p.categorySlug === slug)).toBe(true);
    const atcGroups = new Set(base.products.flatMap((p) => (p.atc ? [p.atc.slice(0, 3)] : [])));
    for (const group of atcGroups) expect(added.some((p) => p.atc?.startsWith(group))).toBe(true);
  });

  it('has the gaps of real data: no pack unit, no active substance, very long names, a few per cent each', () => {
    const discounts = discountsOn(big, todayOf(Date.now()));
    const city = big.cities[0];
    if (!city) throw new Error('no city');
    const cards = added.map((p) => toCard(big, p, city, 'sr', discounts));
    const noUnit = cards.filter((card) => card.pack_unit === null).length;
    expect(share(noUnit)).toBeGreaterThan(0.01);
    expect(share(noUnit)).toBeLessThan(0.06);

    const medicines = added.filter((p) => p.kind === 'medicine');
    const noSubstance = medicines.filter((p) => p.substance === null).length / medicines.length;
    expect(noSubstance).toBeGreaterThan(0.01);
    expect(noSubstance).toBeLessThan(0.06);
    expect(cards.filter((card, i) => added[i]?.kind === 'medicine' && card.active_substance === null)).toHaveLength(
      medicines.filter((p) => p.substance === null).length,
    );

    const long = added.filter((p) => p.name.sr.length > 150).length;
    expect(share(long)).toBeGreaterThan(0.005);
    expect(share(long)).toBeLessThan(0.05);
    expect(added.filter((p) => p.name.ru.length > 150)).toHaveLength(long);
  });

  it('leaves products in no pharmacy of a city, and stocks every other one somewhere in Beograd', () => {
    const nis = added.filter((p) => p.availability !== 'none' && pharmaciesWith(big, 3, p).length === 0);
    expect(share(nis.length)).toBeGreaterThan(0.02);
    expect(nis.every((p) => cityLacks(big, 3, p))).toBe(true);
    const sample = added.filter((_, i) => i % 50 === 0);
    for (const p of sample) expect(pharmaciesWith(big, 1, p).length > 0).toBe(p.availability !== 'none');
  });

  it('generates 30,000 products in under two seconds of CPU time', () => {
    const before = process.cpuUsage();
    const huge = generateDataset(SEED, 30_000);
    const cpu = process.cpuUsage(before);
    expect(huge.products).toHaveLength(30_000);
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(2000);
  });

  it("changes one product's price by MOCK_PRICE_CHANGE and leaves every other product as it was", () => {
    const changed = applyPriceChange(big.products, '9000:10');
    const before = big.productById.get(9000);
    const after = changed.find((p) => p.id === 9000);
    expect(after?.basePrice).toBeCloseTo((before?.basePrice ?? 0) * 1.1, 6);
    expect(changed.filter((p, i) => p !== big.products[i]).map((p) => p.id)).toEqual([9000]);
    expect(applyPriceChange(big.products, undefined)).toBe(big.products);
    expect(() => applyPriceChange(big.products, '9000')).toThrow(/MOCK_PRICE_CHANGE must be/);
    expect(() => applyPriceChange(big.products, '99999:5')).toThrow(/no product 99999/);
  });
});
