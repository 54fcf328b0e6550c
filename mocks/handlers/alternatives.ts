import type { AlternativesDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { fail } from '../lib/errors';
import { int, obj } from '../lib/shape';
import { getDataset } from '../data/dataset';
import { discountsOn, toCard, todayOf } from '../services/catalog';
import { cheaperAlternatives } from '../services/alternatives';
import { cityOr404 } from './util';

/** GET /products/alternatives (docs/api.md, "Cheaper alternatives"). */
export const alternativesHandlers = [
  endpoint('get', '/products/alternatives', obj({ id: int, city_id: int }), ({ data, lang, now }): AlternativesDto => {
    const ds = getDataset();
    const city = cityOr404(ds, data.city_id);
    const product = ds.productById.get(data.id);
    if (!product) throw fail(404, 'productNotFound');
    const card = (p: typeof product) => toCard(ds, p, city, lang, discountsOn(ds, todayOf(now)));
    const own = card(product);
    return { product: own, list: cheaperAlternatives(ds, product, own, card) };
  }),
];
