import type { OffersDto, PharmaciesDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { int, obj } from '../lib/shape';
import { toRsd } from '../lib/money';
import { getDataset, stockAt } from '../data/dataset';
import { discountsOn, pharmacyPrice, todayOf } from '../services/catalog';
import { pharmacyDto } from '../services/orders';
import { cartLines, cityOr404, mergeLines } from './util';

export const pharmaciesHandlers = [
  endpoint('get', '/pharmacies', obj({ city_id: int }), ({ data }): PharmaciesDto => {
    const ds = getDataset();
    const city = cityOr404(ds, data.city_id);
    return { list: (ds.pharmaciesByCity.get(city.id) ?? []).map(pharmacyDto) };
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
    return { list };
  }),
];
