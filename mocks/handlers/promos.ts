import type { PromosDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { int, obj } from '../lib/shape';
import { getDataset, pharmaciesWith } from '../data/dataset';
import { promoProductIds, promosOn, todayOf } from '../services/catalog';
import { cityOr404 } from './util';

export const promosHandlers = [
  endpoint('get', '/promos', obj({ city_id: int }), ({ data, lang, now }): PromosDto => {
    const ds = getDataset();
    const city = cityOr404(ds, data.city_id);
    const states = promosOn(todayOf(now)).filter((s) => s.running || s.upcoming);
    states.sort(
      (a, b) =>
        Number(b.running) - Number(a.running) ||
        (a.running ? a.ends.localeCompare(b.ends) : a.starts.localeCompare(b.starts)) ||
        a.seed.id - b.seed.id,
    );
    return {
      list: states.map(({ seed, starts, ends }) => {
        const ids = promoProductIds(ds, seed);
        let count = 0;
        for (const id of ids) {
          const p = ds.productById.get(id);
          if (p && pharmaciesWith(ds, city.id, p).length > 0) count += 1;
        }
        return {
          id: seed.id,
          slug: seed.slug,
          title: seed.title[lang],
          description: seed.description[lang],
          discount_percent: seed.discount,
          starts_at: starts,
          ends_at: ends,
          products_count: count,
          color: seed.color,
        };
      }),
    };
  }),
];
