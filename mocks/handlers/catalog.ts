import type { CategoriesDto, ProductDetailDto, ProductsDto } from '@/shared/api/answers';
import { endpoint } from '../endpoint';
import { fail } from '../lib/errors';
import { arr, bool, int, intRange, obj, oneOf, opt, str } from '../lib/shape';
import { toRsd } from '../lib/money';
import { getDataset, pharmaciesWith, stockAt } from '../data/dataset';
import { FORM_KIND_LABELS, FORM_KINDS, type FormKind } from '../data/forms';
import { PROMOS } from '../data/promos';
import { productTexts } from '../data/texts';
import type { ProductSeed } from '../data/products';
import type { Lang } from '../lib/i18n';
import { cityPrice, discountsOn, pharmacyPrice, promoProductIds, toCard, todayOf } from '../services/catalog';
import { isAtcGroup, medicineInfo } from '../services/medinfo';
import { pointsForAmount } from '../services/points';
import { rankProducts } from './search';
import { cityOr404, empty } from './util';

const collator = new Intl.Collator('sr-Latn');

const productsShape = obj({
  city_id: int,
  category: opt(str),
  query: opt(str),
  manufacturers: opt(arr(str, 100)),
  forms: opt(arr(oneOf(FORM_KINDS), 20)),
  rx: opt(bool),
  in_stock: opt(bool),
  promo_id: opt(int),
  pharmacy_id: opt(int),
  ids: opt(arr(int, 500)),
  atc: opt(str),
  sort: opt(oneOf(['popular', 'price_asc', 'price_desc', 'name'] as const)),
  page: opt(intRange(1, 100000)),
  per_page: opt(intRange(1, 60)),
});

function facet<K extends string>(
  products: ProductSeed[],
  key: (p: ProductSeed) => K,
): Array<{ name: K; count: number }> {
  const counts = new Map<K, number>();
  for (const p of products) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  return [...counts.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.name, b.name));
}

/**
 * The catalogue by popularity, and the products per category, worked out once per catalogue:
 * at 10,000 products, sorting the whole catalogue on every call was most of the prerender's
 * time (docs/performance.md, "A real chain's catalogue"). Keyed by the product list, which a
 * price change replaces.
 */
const popularOrder = new WeakMap<ProductSeed[], ProductSeed[]>();
const byPopularity = (products: ProductSeed[]): ProductSeed[] => {
  let sorted = popularOrder.get(products);
  if (!sorted) {
    sorted = [...products].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    popularOrder.set(products, sorted);
  }
  return sorted;
};
const nameOrder = new WeakMap<ProductSeed[], Map<string, ProductSeed[]>>();
/** The catalogue by name in one language (the prerender pages through all of it by name). */
const byName = (products: ProductSeed[], lang: Lang): ProductSeed[] => {
  let perLang = nameOrder.get(products);
  if (!perLang) {
    perLang = new Map();
    nameOrder.set(products, perLang);
  }
  let sorted = perLang.get(lang);
  if (!sorted) {
    sorted = [...products].sort((a, b) => collator.compare(a.name[lang], b.name[lang]) || a.id - b.id);
    perLang.set(lang, sorted);
  }
  return sorted;
};
const perCategory = new WeakMap<ProductSeed[], Map<string, number>>();
const countsByCategory = (products: ProductSeed[]): Map<string, number> => {
  let direct = perCategory.get(products);
  if (!direct) {
    direct = new Map<string, number>();
    for (const p of products) direct.set(p.categorySlug, (direct.get(p.categorySlug) ?? 0) + 1);
    perCategory.set(products, direct);
  }
  return direct;
};

type Facets = ProductsDto['facets'];
const facetCache = new WeakMap<ProductSeed[], Map<string, Facets>>();
/**
 * The facets of a listing depend on its filters, not on its page or order: the prerender asks
 * for the same listing in every language and page after page. Stock filters are not kept (a
 * restock changes them).
 */
const cachedFacets = (products: ProductSeed[], key: string | null, make: () => Facets): Facets => {
  if (key === null) return make();
  let cache = facetCache.get(products);
  if (!cache) {
    cache = new Map();
    facetCache.set(products, cache);
  }
  let facets = cache.get(key);
  if (!facets) {
    if (cache.size >= 2000) cache.clear();
    facets = make();
    cache.set(key, facets);
  }
  return facets;
};

export const catalogHandlers = [
  endpoint('get', '/categories', empty, ({ lang }): CategoriesDto => {
    const ds = getDataset();
    const direct = countsByCategory(ds.products);
    return {
      list: ds.categories.map((c) => {
        let count = 0;
        for (const slug of ds.categoryTree.get(c.slug) ?? []) count += direct.get(slug) ?? 0;
        return { id: c.id, slug: c.slug, name: c.name[lang], parent_slug: c.parent, products_count: count };
      }),
    };
  }),

  endpoint('get', '/products', productsShape, ({ data, lang, now }): ProductsDto => {
    const ds = getDataset();
    const city = cityOr404(ds, data.city_id);
    const discounts = discountsOn(ds, todayOf(now));
    // Every filter below keeps this order, so the default sort is already done; every other
    // order is total (ties go by id), so it does not depend on this one.
    let list: ProductSeed[] = byPopularity(ds.products);

    if (data.category !== undefined) {
      const slugs = ds.categoryTree.get(data.category);
      if (!slugs) throw fail(404, 'categoryNotFound');
      list = list.filter((p) => slugs.has(p.categorySlug));
    }
    if (data.promo_id !== undefined) {
      const promo = PROMOS.find((x) => x.id === data.promo_id);
      if (!promo) throw fail(404, 'promoNotFound');
      const ids = promoProductIds(ds, promo);
      list = list.filter((p) => ids.has(p.id));
    }
    if (data.pharmacy_id !== undefined) {
      const ph = ds.pharmacyById.get(data.pharmacy_id);
      if (!ph) throw fail(404, 'pharmacyNotFound');
      list = list.filter((p) => stockAt(ds, ph, p) > 0);
    }
    if (data.ids !== undefined) {
      const wanted = new Set(data.ids);
      list = list.filter((p) => wanted.has(p.id));
    }
    if (data.atc !== undefined) {
      const code = data.atc;
      if (!isAtcGroup(code)) throw fail(404, 'atcGroupNotFound');
      list = list.filter((p) => p.atc?.startsWith(code));
    }
    if (data.rx !== undefined) list = list.filter((p) => p.rx === data.rx);
    if (data.in_stock === true) list = list.filter((p) => pharmaciesWith(ds, city.id, p).length > 0);

    let relevance: Map<number, number> | null = null;
    if (data.query !== undefined && data.query.trim() !== '') {
      const ranked = rankProducts(ds, list, data.query, city.id) ?? [];
      relevance = new Map(ranked.map((r, i) => [r.product.id, i]));
      list = ranked.map((r) => r.product);
    }

    const makers = data.manufacturers && data.manufacturers.length > 0 ? new Set(data.manufacturers) : null;
    const forms = data.forms && data.forms.length > 0 ? new Set<FormKind>(data.forms) : null;
    const byMaker = (p: ProductSeed): boolean => !makers || makers.has(p.manufacturer);
    const byForm = (p: ProductSeed): boolean => !forms || forms.has(p.form.kind);

    const { page: _page, per_page: _perPage, sort: _sort, ...filters } = data;
    const facetKey =
      data.in_stock === true || data.pharmacy_id !== undefined ? null : `${lang} ${JSON.stringify(filters)}`;
    const filtered = list;
    const facets = cachedFacets(ds.products, facetKey, () => ({
      manufacturers: facet(filtered.filter(byForm), (p) => p.manufacturer),
      forms: facet(filtered.filter(byMaker), (p) => p.form.kind).map((f) => ({
        name: f.name,
        label: FORM_KIND_LABELS[f.name][lang],
        count: f.count,
      })),
    }));
    list = list.filter((p) => byMaker(p) && byForm(p));

    const sort = data.sort ?? (relevance ? null : data.ids ? 'ids' : 'popular');
    if (sort === 'ids' && data.ids) {
      const order = new Map(data.ids.map((id, i) => [id, i]));
      list = [...list].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    } else if (sort === 'popular' && relevance !== null) {
      list = [...list].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    } else if (sort === 'name') {
      const kept = new Set(list);
      list = byName(ds.products, lang).filter((p) => kept.has(p));
    } else if (sort === 'price_asc' || sort === 'price_desc') {
      const sign = sort === 'price_asc' ? 1 : -1;
      const price = new Map(list.map((p) => [p.id, cityPrice(ds, p, city, discounts).price]));
      list = [...list].sort((a, b) => {
        const pa = price.get(a.id) ?? null;
        const pb = price.get(b.id) ?? null;
        if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0) || a.id - b.id;
        return sign * (pa - pb) || a.id - b.id;
      });
    }

    const page = data.page ?? 1;
    const perPage = data.per_page ?? 24;
    const slice = list.slice((page - 1) * perPage, page * perPage);
    return {
      list: slice.map((p) => toCard(ds, p, city, lang, discounts)),
      total: list.length,
      page,
      per_page: perPage,
      facets,
    };
  }),

  endpoint('get', '/products/detail', obj({ id: int, city_id: int }), ({ data, lang, now }): ProductDetailDto => {
    const ds = getDataset();
    const city = cityOr404(ds, data.city_id);
    const p = ds.productById.get(data.id);
    if (!p) throw fail(404, 'productNotFound');
    const discounts = discountsOn(ds, todayOf(now));
    const card = (x: ProductSeed) => toCard(ds, x, city, lang, discounts);

    const pharmacies = pharmaciesWith(ds, city.id, p)
      .map((ph) => {
        const price = pharmacyPrice(ds, ph, p, discounts);
        return {
          pharmacy_id: ph.id,
          name: ph.name,
          address: ph.address,
          price: price === null ? null : toRsd(price),
          quantity: stockAt(ds, ph, p),
        };
      })
      .sort((a, b) => (a.price ?? 0) - (b.price ?? 0) || b.quantity - a.quantity || a.pharmacy_id - b.pharmacy_id);

    // Interchangeable products: the same active substance, strength and pharmaceutical form.
    const analogues = p.substanceKey
      ? ds.products
          .filter(
            (x) =>
              x.id !== p.id && x.substanceKey === p.substanceKey && x.dosage === p.dosage && x.formKey === p.formKey,
          )
          .map(card)
          .sort(
            (a, b) =>
              (a.price === null ? 1 : 0) - (b.price === null ? 1 : 0) || (a.price ?? 0) - (b.price ?? 0) || a.id - b.id,
          )
          .slice(0, 8)
      : [];
    const related = byPopularity(ds.products)
      .filter(
        (x) =>
          x.categorySlug === p.categorySlug &&
          x.id !== p.id &&
          (x.substanceKey === null || x.substanceKey !== p.substanceKey),
      )
      .slice(0, 8)
      .map(card);

    return {
      product: {
        ...card(p),
        ...productTexts(p, ds.categoryBySlug.get(p.categorySlug), lang),
        ...medicineInfo(p, lang),
      },
      pharmacies,
      analogues,
      related,
      // One pack at the city's price (the card's); a price known only at the pharmacy earns none here.
      points: p.allowSafety ? 0 : pointsForAmount(cityPrice(ds, p, city, discounts).price ?? 0),
    };
  }),
];
