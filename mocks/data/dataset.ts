import { hash01, mulberry32 } from '../lib/prng';
import { shelfPrice, type Cents } from '../lib/money';
import { CITIES, type CitySeed } from './cities';
import { CATEGORIES, type CategorySeed } from './categories';
import { generatePharmacies, type PharmacySeed } from './pharmacies';
import { generateProducts, type ProductSeed } from './products';

export const DATASET_SEED = 20260401;

export interface Dataset {
  seed: number;
  cities: CitySeed[];
  cityById: Map<number, CitySeed>;
  categories: CategorySeed[];
  categoryBySlug: Map<string, CategorySeed>;
  /** slug → the slug itself and all its descendants */
  categoryTree: Map<string, Set<string>>;
  pharmacies: PharmacySeed[];
  pharmacyById: Map<number, PharmacySeed>;
  pharmaciesByCity: Map<number, PharmacySeed[]>;
  products: ProductSeed[];
  productById: Map<number, ProductSeed>;
  /** units in stock: stock[pharmacy.idx * products.length + product.idx] */
  stock: Uint8Array;
}

const STOCK_CHANCE = { none: 0, rare: 0.14, medium: 0.55, common: 0.9 } as const;

export function generateDataset(seed: number = DATASET_SEED): Dataset {
  const products = generateProducts(seed);
  const pharmacies = generatePharmacies(seed);
  const P = products.length;
  const stock = new Uint8Array(pharmacies.length * P);
  const rng = mulberry32(seed ^ 0x5bd1e995);
  for (const ph of pharmacies) {
    const row = ph.idx * P;
    for (const p of products) {
      const chance = Math.min(0.98, STOCK_CHANCE[p.availability] * ph.assortment);
      if (rng() < chance) {
        const r = rng();
        stock[row + p.idx] = p.availability === 'rare' ? 1 + Math.floor(r * 3) : 1 + Math.floor(r * r * 40);
      }
    }
  }
  // Every product that is meant to be sold is in stock somewhere in Beograd.
  const beograd = pharmacies.filter((ph) => ph.cityId === 1);
  for (const p of products) {
    if (p.availability === 'none') continue;
    if (!pharmacies.some((ph) => (stock[ph.idx * P + p.idx] ?? 0) > 0)) {
      const ph = beograd[p.idx % beograd.length];
      if (ph) stock[ph.idx * P + p.idx] = 2;
    }
  }

  const categoryTree = new Map<string, Set<string>>();
  for (const c of CATEGORIES) categoryTree.set(c.slug, new Set([c.slug]));
  for (const c of CATEGORIES) {
    let parent = c.parent;
    while (parent) {
      categoryTree.get(parent)?.add(c.slug);
      parent = CATEGORIES.find((x) => x.slug === parent)?.parent ?? null;
    }
  }

  const pharmaciesByCity = new Map<number, PharmacySeed[]>();
  for (const ph of pharmacies) {
    const list = pharmaciesByCity.get(ph.cityId) ?? [];
    list.push(ph);
    pharmaciesByCity.set(ph.cityId, list);
  }

  return {
    seed,
    cities: CITIES,
    cityById: new Map(CITIES.map((c) => [c.id, c])),
    categories: CATEGORIES,
    categoryBySlug: new Map(CATEGORIES.map((c) => [c.slug, c])),
    categoryTree,
    pharmacies,
    pharmacyById: new Map(pharmacies.map((p) => [p.id, p])),
    pharmaciesByCity,
    products,
    productById: new Map(products.map((p) => [p.id, p])),
    stock,
  };
}

let cached: Dataset | null = null;

/** The dataset of the mock, generated once. */
export function getDataset(): Dataset {
  cached ??= generateDataset(DATASET_SEED);
  return cached;
}

export function stockAt(ds: Dataset, pharmacy: PharmacySeed, product: ProductSeed): number {
  return ds.stock[pharmacy.idx * ds.products.length + product.idx] ?? 0;
}

/** The chain's list price of a product in a city (before promos), in cents. */
export function cityListPrice(product: ProductSeed, city: CitySeed): Cents {
  return shelfPrice(product.basePrice * city.priceFactor);
}

/** A pharmacy's own price (before promos), in cents: the city price, a few percent off for some. */
export function pharmacyListPrice(ds: Dataset, pharmacy: PharmacySeed, product: ProductSeed): Cents {
  const city = ds.cityById.get(pharmacy.cityId);
  if (!city) return shelfPrice(product.basePrice);
  if (hash01(ds.seed, pharmacy.id, product.id) >= pharmacy.deviationShare) return cityListPrice(product, city);
  const factor = 0.96 + hash01(ds.seed, product.id, pharmacy.id, 7) * 0.08;
  return shelfPrice(product.basePrice * city.priceFactor * factor);
}

/** Pharmacies of a city with the product in stock. */
export function pharmaciesWith(ds: Dataset, cityId: number, product: ProductSeed): PharmacySeed[] {
  return (ds.pharmaciesByCity.get(cityId) ?? []).filter((ph) => stockAt(ds, ph, product) > 0);
}
