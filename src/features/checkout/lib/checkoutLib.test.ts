import type { Product } from '@/features/catalog';
import type { Pharmacy } from '@/features/pharmacies';
import type { Offer } from '../model/types';
import { reservationItems } from './reservation';
import { cartAfterOrder } from './remainder';
import { sortOffers } from './sortOffers';
import { toOfferView, withTransfers } from './offerView';

const offer = (
  pharmacyId: number,
  lines: Offer['lines'],
  total: number,
  complete: boolean,
  availableCount: number,
): Offer => ({
  pharmacyId,
  lines,
  total,
  complete,
  availableCount,
});

const cart = [
  { id: 1, quantity: 2 },
  { id: 2, quantity: 3 },
  { id: 3, quantity: 1 },
];

describe('reservation at one pharmacy', () => {
  it('asks for what the pharmacy has, never more', () => {
    const partial = offer(
      101,
      [
        { id: 1, available: 2, price: 100 },
        { id: 2, available: 1, price: 50 },
        { id: 3, available: 0, price: null },
      ],
      250,
      false,
      1,
    );
    expect(reservationItems(cart, partial)).toEqual([
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ]);
  });

  it('leaves in the cart what the order did not take', () => {
    expect(
      cartAfterOrder(cart, [
        { id: 1, quantity: 2 },
        { id: 2, quantity: 1 },
      ]),
    ).toEqual([
      { id: 2, quantity: 2 },
      { id: 3, quantity: 1 },
    ]);
    expect(cartAfterOrder(cart, cart)).toEqual([]);
  });
});

describe('sorting offers', () => {
  const views = [
    { offer: offer(101, [], 900, true, 3) },
    { offer: offer(102, [], 500, false, 2) },
    { offer: offer(103, [], 500, true, 3) },
    { offer: offer(104, [], 700, true, 3) },
  ];

  it('keeps the server order (most complete first) by default', () => {
    expect(sortOffers(views, 'complete').map((view) => view.offer.pharmacyId)).toEqual([101, 102, 103, 104]);
  });

  it('puts the lowest total first, the more complete one first on a tie', () => {
    expect(sortOffers(views, 'price').map((view) => view.offer.pharmacyId)).toEqual([103, 102, 104, 101]);
  });
});

describe('offer view', () => {
  const product = (id: number, vatRate: 10 | 20, allowSafety = false, rx = false) =>
    ({ id, vatRate, allowSafety, rx, name: `P${id}` }) as Product;
  const products = new Map([
    [1, product(1, 10, false, true)],
    [2, product(2, 20)],
    [3, product(3, 10, true)],
  ]);
  const pharmacies = new Map([[101, { id: 101, name: 'Apoteka Vračar' } as Pharmacy]]);

  it('marks each line full, partial or missing and computes PDV per rate', () => {
    const view = toOfferView(
      offer(
        101,
        [
          { id: 1, available: 2, price: 110 },
          { id: 2, available: 1, price: 120 },
          { id: 3, available: 1, price: null },
        ],
        340,
        false,
        2,
      ),
      cart,
      pharmacies,
      products,
    );
    expect(view.pharmacy?.name).toBe('Apoteka Vračar');
    expect(view.lines.map((line) => [line.id, line.status, line.lineTotal])).toEqual([
      [1, 'full', 220],
      [2, 'partial', 120],
      [3, 'full', null],
    ]);
    expect(view.safetyUnits).toBe(1);
    expect(view.vat).toEqual([
      { rate: 10, amount: 20 },
      { rate: 20, amount: 20 },
    ]);
    expect(view.hasRx).toBe(true);
  });

  it('shows a line the pharmacy lacks as missing, with no price', () => {
    const view = toOfferView(
      offer(101, [{ id: 2, available: 3, price: 10 }], 30, false, 1),
      cart,
      pharmacies,
      products,
    );
    expect(view.lines.map((line) => [line.id, line.status, line.price])).toEqual([
      [1, 'missing', null],
      [2, 'full', 10],
      [3, 'missing', null],
    ]);
    expect(view.hasRx).toBe(false);
  });

  it('counts what another pharmacy brings at the price of this one, in the total and the PDV', () => {
    const view = toOfferView(
      offer(
        101,
        [
          { id: 1, available: 0, price: 110 },
          { id: 2, available: 1, price: 120 },
        ],
        120,
        false,
        0,
      ),
      cart.slice(0, 2),
      pharmacies,
      products,
    );
    const from = { pharmacyId: 102, name: 'Apoteka Zvezdara', address: 'Bulevar 79', cityId: 1 };
    const brought = withTransfers(view, [
      { id: 1, quantity: 2, from, readyBy: '2026-11-24T11:00:00Z' },
      { id: 2, quantity: 2, from, readyBy: '2026-11-24T11:00:00Z' },
    ]);
    expect(brought.lines.map((line) => [line.id, line.status, line.available, line.lineTotal])).toEqual([
      [1, 'full', 2, 220],
      [2, 'full', 3, 360],
    ]);
    expect(brought.offer.total).toBe(580);
    expect(brought.vat).toEqual([
      { rate: 10, amount: 20 },
      { rate: 20, amount: 60 },
    ]);
    expect(brought.hasRx).toBe(true);
    expect(withTransfers(view, [])).toBe(view);
  });
});
