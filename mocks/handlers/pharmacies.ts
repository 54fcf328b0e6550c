import type { DutyDto, OffersDto, PharmaciesDto, TransfersDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { fail } from '../lib/errors';
import { int, obj } from '../lib/shape';
import { toRsd, type Cents } from '../lib/money';
import type { Dataset } from '../data/dataset';
import type { ProductSeed } from '../data/products';
import { getDataset, stockAt } from '../data/dataset';
import { discountsOn, pharmacyPrice, todayOf } from '../services/catalog';
import { pharmacyDto } from '../services/orders';
import { bestSplit } from '../services/split';
import { dutyRoster } from '../services/duty';
import { transferOption } from '../services/transfers';
import { cartLines, cityOr404, mergeLines } from './util';

type Wanted = Array<{ product: ProductSeed; quantity: number }>;

/** The best split of the cart between the city's pharmacies (services/split.ts), as the answer gives it. */
function splitOf(ds: Dataset, cityId: number, wanted: Wanted, discounts: Map<number, number>): OffersDto['split'] {
  const pharmacies = ds.pharmaciesByCity.get(cityId) ?? [];
  // Per line: null when the pharmacy lacks units, else what the line costs there (0 unpriced).
  const candidates = pharmacies.map((ph) => ({
    pharmacyId: ph.id,
    prices: wanted.map(({ product, quantity }): Cents | null =>
      stockAt(ds, ph, product) >= quantity ? (pharmacyPrice(ds, ph, product, discounts) ?? 0) * quantity : null,
    ),
  }));
  const plan = bestSplit(candidates, wanted.length);
  if (!plan || plan.parts.length < 2) return null;
  let grand = 0;
  const parts = plan.parts.map(({ pharmacyId, lines }) => {
    const ph = ds.pharmacyById.get(pharmacyId);
    if (!ph) throw new Error(`unknown pharmacy ${pharmacyId}`);
    let total = 0;
    const items = lines.flatMap((i) => {
      const entry = wanted[i];
      if (!entry) return [];
      const price = pharmacyPrice(ds, ph, entry.product, discounts);
      if (price !== null) total += price * entry.quantity;
      return [{ id: entry.product.id, quantity: entry.quantity, price: price === null ? null : toRsd(price) }];
    });
    grand += total;
    return { pharmacy: pharmacyDto(ph), lines: items, total: toRsd(total) };
  });
  return { parts, total: toRsd(grand) };
}

export const pharmaciesHandlers = [
  endpoint('get', '/pharmacies', obj({ city_id: int }), ({ data }): PharmaciesDto => {
    const ds = getDataset();
    const city = cityOr404(ds, data.city_id);
    return { list: (ds.pharmaciesByCity.get(city.id) ?? []).map(pharmacyDto) };
  }),

  endpoint('get', '/pharmacies/duty', obj({ city_id: int }), ({ data, now }): DutyDto => {
    const city = cityOr404(getDataset(), data.city_id);
    return { list: dutyRoster(getDataset(), city.id, now) };
  }),

  endpoint('get', '/pharmacies/offers', obj({ city_id: int, items: cartLines }), ({ data, now }): OffersDto => {
    const ds = getDataset();
    const city = cityOr404(ds, data.city_id);
    const discounts = discountsOn(ds, todayOf(now));
    const wanted = mergeLines(ds, data.items);
    const list = (ds.pharmaciesByCity.get(city.id) ?? []).flatMap((ph) => {
      let total = 0;
      let availableCount = 0;
      let any = false;
      const lines = wanted.map(({ product, quantity }) => {
        const available = Math.min(stockAt(ds, ph, product), quantity);
        const price = pharmacyPrice(ds, ph, product, discounts);
        if (available > 0) any = true;
        if (available === quantity) availableCount += 1;
        if (price !== null) total += price * available;
        return { id: product.id, available, price: price === null ? null : toRsd(price) };
      });
      if (!any) return [];
      return [
        {
          pharmacy_id: ph.id,
          lines,
          total: toRsd(total),
          available_count: availableCount,
          complete: availableCount === wanted.length,
        },
      ];
    });
    list.sort(
      (a, b) =>
        Number(b.complete) - Number(a.complete) ||
        b.available_count - a.available_count ||
        a.total - b.total ||
        a.pharmacy_id - b.pharmacy_id,
    );
    const split = list.some((offer) => offer.complete) ? null : splitOf(ds, city.id, wanted, discounts);
    return { list, split };
  }),

  endpoint(
    'get',
    '/pharmacies/transfers',
    obj({ city_id: int, pharmacy_id: int, items: cartLines }),
    ({ data, now }): TransfersDto => {
      const ds = getDataset();
      const city = cityOr404(ds, data.city_id);
      const pharmacy = ds.pharmacyById.get(data.pharmacy_id);
      if (!pharmacy) throw fail(404, 'pharmacyNotFound');
      if (pharmacy.cityId !== city.id) throw fail(400, 'pharmacyNotInCity');
      const list = mergeLines(ds, data.items).flatMap(({ product, quantity }) => {
        const missing = quantity - Math.min(stockAt(ds, pharmacy, product), quantity);
        if (missing === 0) return [];
        const option = transferOption(ds, pharmacy, product, missing, now);
        if (!option) return [];
        const { from } = option;
        return [
          {
            id: product.id,
            quantity: missing,
            from: { pharmacy_id: from.id, name: from.name, address: from.address, city_id: from.cityId },
            ready_by: new Date(option.readyBy).toISOString(),
          },
        ];
      });
      return { list };
    },
  ),
];
