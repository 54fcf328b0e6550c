import { summarizeCart, EMPTY_SUMMARY } from './summary';
import { vatBreakdown } from './vat';

const item = (id: number, price: number | null, quantity: number, allowSafety = false) => ({
  id,
  price,
  quantity,
  allowSafety,
});

describe('cart totals', () => {
  it('sums price × quantity in RSD without float noise', () => {
    const summary = summarizeCart({
      items: [item(1, 0.1, 3), item(2, 199.99, 2), item(3, 1234.56, 1)],
      storesQuantity: 4,
      points: 16,
    });
    expect(summary.total).toBe(1634.84);
    expect(summary.lines.map((line) => line.lineTotal)).toEqual([0.3, 399.98, 1234.56]);
    expect(summary.pricedUnits).toBe(6);
    expect(summary.storesQuantity).toBe(4);
  });

  it('prices allow_safety items at 0 and counts them separately', () => {
    const summary = summarizeCart({ items: [item(1, 250, 2), item(2, 0, 3, true)], storesQuantity: 1, points: 5 });
    expect(summary.total).toBe(500);
    expect(summary.safetyUnits).toBe(3);
    expect(summary.pricedUnits).toBe(2);
    expect(summary.lines[1]).toEqual({ id: 2, quantity: 3, kind: 'safety', unitPrice: null, lineTotal: null });
  });

  it('leaves products no pharmacy of the city has out of the total', () => {
    const summary = summarizeCart({
      items: [item(1, 100, 1), item(2, null, 2), item(3, null, 1, true)],
      storesQuantity: 0,
      points: 1,
    });
    expect(summary.total).toBe(100);
    expect(summary.unavailableUnits).toBe(3);
    expect(summary.safetyUnits).toBe(0);
    expect(summary.lines.map((line) => line.kind)).toEqual(['priced', 'unavailable', 'unavailable']);
  });

  it('is empty with no answer', () => {
    expect(summarizeCart(undefined)).toBe(EMPTY_SUMMARY);
    expect(EMPTY_SUMMARY).toMatchObject({ total: 0, storesQuantity: 0, lines: [] });
  });
});

describe('PDV per rate', () => {
  it('takes the PDV contained in gross amounts, per rate, 10 % first', () => {
    expect(
      vatBreakdown([
        { gross: 1200, rate: 20 },
        { gross: 550, rate: 10 },
        { gross: 110, rate: 10 },
      ]),
    ).toEqual([
      { rate: 10, amount: 60 },
      { rate: 20, amount: 200 },
    ]);
  });

  it('rounds each rate to 2 decimals after summing it', () => {
    // 3 × 33.33 = 99.99 gross at 20 % → 16.665 → 16.67 (rounding per line would give 3 × 5.56 = 16.68)
    expect(vatBreakdown([33.33, 33.33, 33.33].map((gross) => ({ gross, rate: 20 as const })))).toEqual([
      { rate: 20, amount: 16.67 },
    ]);
  });

  it('lists only rates that are present', () => {
    expect(vatBreakdown([{ gross: 99.5, rate: 10 }])).toEqual([{ rate: 10, amount: 9.05 }]);
    expect(vatBreakdown([])).toEqual([]);
    expect(vatBreakdown([{ gross: 0, rate: 20 }])).toEqual([]);
  });
});
