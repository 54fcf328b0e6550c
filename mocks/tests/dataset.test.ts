import { cityLacks, generateDataset, getDataset, pharmaciesWith, stockAt, type Dataset } from '../data/dataset';
import { HOURS_24H } from '../data/pharmacies';

describe('dataset', () => {
  const ds = getDataset();

  it('has the required sizes', () => {
    expect(ds.cities.length).toBeGreaterThanOrEqual(10);
    expect(ds.pharmacies.length).toBeGreaterThanOrEqual(60);
    expect(ds.products.length).toBeGreaterThanOrEqual(1000);
    expect(ds.categories.filter((c) => c.parent === null).length).toBeGreaterThanOrEqual(12);
    expect(ds.pharmaciesByCity.get(1)?.length).toBeGreaterThanOrEqual(15);
    expect(ds.cities[0]?.name.sr).toBe('Beograd');
  });

  it('is deterministic', () => {
    const again = generateDataset(ds.seed);
    expect(JSON.stringify(again.products)).toBe(JSON.stringify(ds.products));
    expect(JSON.stringify(again.pharmacies)).toBe(JSON.stringify(ds.pharmacies));
    const stock = (d: Dataset): number[] => d.pharmacies.flatMap((ph) => d.products.map((p) => stockAt(d, ph, p)));
    expect(stock(again)).toEqual(stock(ds));
    const other = generateDataset(ds.seed + 1);
    expect(stock(other)).not.toEqual(stock(ds));
  });

  it('stocks every product somewhere unless it is intentionally unavailable', () => {
    for (const p of ds.products) {
      const cities = ds.cities.filter((c) => pharmaciesWith(ds, c.id, p).length > 0);
      if (p.availability === 'none') expect(cities).toHaveLength(0);
      else expect(cities.length).toBeGreaterThan(0);
    }
    expect(ds.products.some((p) => p.availability === 'none')).toBe(true);
    // some products are missing in some city
    const nis = ds.products.filter((p) => p.availability !== 'none' && pharmaciesWith(ds, 3, p).length === 0);
    expect(nis.length).toBeGreaterThan(0);
  });

  describe('has real gaps (docs/decisions.md, "Stock with gaps")', () => {
    const lacking = (cityId: number) => ds.products.filter((p) => pharmaciesWith(ds, cityId, p).length === 0);

    it('small cities (up to 3 pharmacies) lack 10–20 % of the catalogue, Beograd only what the chain lacks', () => {
      const small = ds.cities.filter((c) => (ds.pharmaciesByCity.get(c.id)?.length ?? 0) <= 3);
      expect(small.length).toBeGreaterThanOrEqual(5);
      for (const city of small) {
        const share = lacking(city.id).length / ds.products.length;
        expect(share).toBeGreaterThanOrEqual(0.1);
        expect(share).toBeLessThanOrEqual(0.2);
      }
      expect(lacking(1).every((p) => p.availability === 'none')).toBe(true);
      // cityLacks is the rule the stock follows
      for (const city of ds.cities) {
        expect(lacking(city.id).map((p) => p.id)).toEqual(
          ds.products.filter((p) => cityLacks(ds, city.id, p)).map((p) => p.id),
        );
      }
    });

    it('a few products are out of stock in every pharmacy of the chain', () => {
      const nowhere = ds.products.filter((p) => ds.pharmacies.every((ph) => stockAt(ds, ph, p) === 0));
      expect(nowhere.length).toBeGreaterThanOrEqual(3);
      expect(nowhere.length / ds.products.length).toBeLessThan(0.03);
    });

    it('the pharmacies of a city differ: each city with two or more has products only some of them stock', () => {
      for (const city of ds.cities) {
        const phs = ds.pharmaciesByCity.get(city.id) ?? [];
        if (phs.length < 2) continue;
        const some = ds.products.filter((p) => {
          const n = pharmaciesWith(ds, city.id, p).length;
          return n > 0 && n < phs.length;
        });
        expect(some.length / ds.products.length).toBeGreaterThan(0.05);
      }
    });
  });

  it('mixes VAT rates, rx, allow_safety and forms', () => {
    const share = (f: (p: (typeof ds.products)[number]) => boolean): number =>
      ds.products.filter(f).length / ds.products.length;
    expect(share((p) => p.vat === 10)).toBeGreaterThan(0.3);
    expect(share((p) => p.vat === 20)).toBeGreaterThan(0.2);
    expect(share((p) => p.rx)).toBeGreaterThan(0.1);
    expect(share((p) => p.allowSafety)).toBeGreaterThan(0.01);
    expect(share((p) => p.allowSafety)).toBeLessThan(0.06);
    expect(ds.products.every((p) => (p.kind === 'medicine') === (p.vat === 10))).toBe(true);
    expect(
      ds.products
        .filter((p) => p.categorySlug === 'infekcije' && p.substance?.sr.startsWith('amoksicilin'))
        .every((p) => p.rx),
    ).toBe(true);
    expect(new Set(ds.products.map((p) => p.form.kind)).size).toBe(14);
    expect(new Set(ds.products.map((p) => p.id)).size).toBe(ds.products.length);
  });

  it('has 24 h pharmacies and closed Sundays', () => {
    expect(
      ds.pharmacies.filter((p) => p.hours === HOURS_24H || p.hours.every((h) => h?.open === '00:00')).length,
    ).toBeGreaterThanOrEqual(3);
    expect(ds.pharmacies.some((p) => p.hours[6] === null)).toBe(true);
    for (const p of ds.pharmacies) expect(p.hours).toHaveLength(7);
  });

  it('generates fast (products, pharmacies and the stock of one city)', () => {
    // CPU time, not wall time: other processes on a busy machine do not count.
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const t = process.cpuUsage();
      const d = generateDataset(1000 + i);
      const first = d.products[0];
      if (first) pharmaciesWith(d, 1, first);
      const used = process.cpuUsage(t);
      times.push((used.user + used.system) / 1000);
    }
    const best = Math.min(...times);
    // Twice the browser's budget: jest's transformed code and jsdom are slower.
    expect(best).toBeLessThan(100);
  });
});
