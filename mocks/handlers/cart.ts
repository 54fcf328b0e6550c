import type { CartItemsDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { int, obj } from '../lib/shape';
import { toRsd } from '../lib/money';
import { getDataset, stockAt } from '../data/dataset';
import { cityPrice, discountsOn, todayOf } from '../services/catalog';
import { pointsForAmount } from '../services/points';
import { cartLines, cityOr404, mergeLines } from './util';

export const cartHandlers = [
  endpoint('get', '/cart/items', obj({ items: cartLines, city_id: int }), ({ data, now }): CartItemsDto => {
    const ds = getDataset();
    const city = cityOr404(ds, data.city_id);
    const discounts = discountsOn(ds, todayOf(now));
    let amount = 0;
    const items = data.items.flatMap((line) => {
      const p = ds.productById.get(line.id);
      if (!p) return [];
      const cp = cityPrice(ds, p, city, discounts);
      if (!p.allowSafety && cp.price !== null) amount += cp.price * line.quantity;
      const price = p.allowSafety ? (cp.pharmacies > 0 ? 0 : null) : cp.price === null ? null : toRsd(cp.price);
      return [{ id: p.id, price, requested_quantity: line.quantity, allow_safety: p.allowSafety }];
    });
    const wanted = mergeLines(ds, data.items);
    const pharmacies = ds.pharmaciesByCity.get(city.id) ?? [];
    const stores_quantity =
      wanted.length === 0
        ? 0
        : pharmacies.filter((ph) => wanted.every(({ product, quantity }) => stockAt(ds, ph, product) >= quantity))
            .length;
    return { items, stores_quantity, points: pointsForAmount(amount) };
  }),
];
