import type { SuggestionsDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { int, intRange, obj, str } from '../lib/shape';
import { getDataset, pharmaciesWith } from '../data/dataset';
import { matchRank, parseQuery } from '../services/search';
import type { ProductSeed } from '../data/products';
import type { Dataset } from '../data/dataset';

export interface Ranked {
  product: ProductSeed;
  rank: number;
  inCity: boolean;
}

/** Matching products, best first: rank, then in stock in the city, then popularity. */
export function rankProducts(ds: Dataset, products: ProductSeed[], query: string, cityId: number): Ranked[] | null {
  // Thirteen digits are a barcode (EAN-13): they find the product that carries it, and nothing else.
  const ean = query.trim();
  if (/^\d{13}$/.test(ean)) {
    return products
      .filter((product) => product.ean === ean)
      .map((product) => ({ product, rank: 0, inCity: pharmaciesWith(ds, cityId, product).length > 0 }));
  }
  const q = parseQuery(query);
  if (!q) return null;
  const out: Ranked[] = [];
  for (const product of products) {
    const rank = matchRank(product, q);
    if (rank === null) continue;
    out.push({ product, rank, inCity: pharmaciesWith(ds, cityId, product).length > 0 });
  }
  out.sort(
    (a, b) =>
      a.rank - b.rank ||
      Number(b.inCity) - Number(a.inCity) ||
      b.product.popularity - a.product.popularity ||
      a.product.id - b.product.id,
  );
  return out;
}

export const searchHandlers = [
  endpoint(
    'get',
    '/search/suggestions',
    obj({ count: intRange(1, 20), query: str, city_id: int }),
    ({ data, lang }): SuggestionsDto => {
      const ds = getDataset();
      if (data.query.trim().length < 3) return { list: [] };
      const ranked = rankProducts(ds, ds.products, data.query, data.city_id) ?? [];
      const names: string[] = [];
      for (const r of ranked) {
        const name = r.product.name[lang];
        if (!names.includes(name)) names.push(name);
        if (names.length >= data.count) break;
      }
      return { list: names.map((name) => ({ name })) };
    },
  ),
];
