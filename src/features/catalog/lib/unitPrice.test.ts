import { hasUnitPrice, unitPriceOf } from './unitPrice';

describe('unitPriceOf (docs/decisions.md, "Unit prices and the legal frame")', () => {
  it('divides a counted pack by its pieces', () => {
    expect(unitPriceOf(300, { kind: 'tablet', count: 30 })).toBe(10);
    expect(unitPriceOf(289.9, { kind: 'capsule', count: 20 })).toBeCloseTo(14.495);
    expect(unitPriceOf(450, { kind: 'piece', count: 3 })).toBe(150);
  });

  it('gives liquids and creams per 100 ml or 100 g, whatever the pack holds', () => {
    expect(unitPriceOf(210, { kind: 'ml', count: 100 })).toBe(210);
    expect(unitPriceOf(420, { kind: 'ml', count: 200 })).toBe(210);
    expect(unitPriceOf(390, { kind: 'ml', count: 10 })).toBe(3900);
    expect(unitPriceOf(155, { kind: 'g', count: 50 })).toBe(310);
  });

  it('gives none for a pack of one piece (its price is the unit price) or an empty pack', () => {
    expect(hasUnitPrice({ kind: 'piece', count: 1 })).toBe(false);
    expect(unitPriceOf(1200, { kind: 'piece', count: 1 })).toBeNull();
    expect(unitPriceOf(100, { kind: 'tablet', count: 0 })).toBeNull();
    expect(unitPriceOf(100, { kind: 'ml', count: 0 })).toBeNull();
    expect(hasUnitPrice({ kind: 'ml', count: 1 })).toBe(true);
  });
});
