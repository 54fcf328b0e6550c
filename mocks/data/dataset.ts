import { hash01 } from '../lib/prng';
import { restockedUnits } from '../restocks';
import { shelfPrice, type Cents } from '../lib/money';
import { withPriceFactor } from '../lib/priceFactor';
import { CITIES, type CitySeed } from './cities';
import { CATEGORIES, type CategorySeed } from './categories';
import { generatePharmacies, type PharmacySeed } from './pharmacies';
import { generateProducts, type ProductSeed } from './products';
import { expandCatalogue } from './largeCatalogue';

const DATASET_SEED = 20260401;

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
  /** units in stock per pharmacy (by pharmacy.idx), indexed by product.idx; filled on first use */
  stockRows: Array<Uint8Array | undefined>;
}

const STOCK_CHANCE = { none: 0, rare: 0.14, medium: 0.55, common: 0.9 } as const;

/**
 * The catalogue's size asked for by MOCK_PRODUCTS (docs/mock-backend.md, "A catalogue of N
 * products"); null: the base dataset as it is. Inlined into browser bundles by webpack, read
 * from the process in Node (jest, `npm run preview`).
 */
export function mockProductCount(value: string | undefined = process.env.MOCK_PRODUCTS): number | null {
  if (value === undefined || value.trim() === '') return null;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1 || count > 99_000)
    throw new Error(`MOCK_PRODUCTS must be a whole number from 1 to 99000, not "${value}"`);
  return count;
}

/**
 * MOCK_PRICE_CHANGE=`<id>:<percent>`: one product's base price moved by that percentage, the
 * daily price update of a real chain in small (docs/mock-backend.md, "A catalogue of N products").
 */
export function applyPriceChange(products: ProductSeed[], value: string | undefined): ProductSeed[] {
  if (value === undefined || value.trim() === '') return products;
  const match = /^(\d+):(-?\d+(?:\.\d+)?)$/.exec(value.trim());
  if (!match) throw new Error(`MOCK_PRICE_CHANGE must be <product id>:<percent>, e.g. 1013:10, not "${value}"`);
  const id = Number(match[1]);
  const factor = 1 + Number(match[2]) / 100;
  if (!products.some((p) => p.id === id)) throw new Error(`MOCK_PRICE_CHANGE: no product ${id} in the catalogue`);
  return products.map((p) => (p.id === id ? { ...p, basePrice: p.basePrice * factor } : p));
}

/** `productCount`: that many products (expandCatalogue); null or absent: the base catalogue. */
export function generateDataset(seed: number = DATASET_SEED, productCount: number | null = null): Dataset {
  const base = generateProducts(seed);
  const products = productCount === null ? base : expandCatalogue(base, seed, productCount);
  const pharmacies = generatePharmacies(seed);

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
    stockRows: [],
  };
}

/** Cities with at most this many pharmacies are small: they lack a share of the catalogue. */
const SMALL_CITY_PHARMACIES = 3;
/**
 * Share of the catalogue a city has in none of its pharmacies (docs/decisions.md, "Stock
 * with gaps"): small cities lack about an eighth, the larger ones outside Beograd
 * a few percent.
 */
const CITY_GAP = { small: 0.13, large: 0.04 } as const;

/** The chain's home city: every product meant to be sold is stocked there. */
const HOME_CITY = 1;

/**
 * Does the city lack the product in every one of its pharmacies? Products out of stock in the
 * whole chain (`availability: 'none'`) are lacking everywhere; Beograd lacks nothing else.
 */
export function cityLacks(ds: Dataset, cityId: number, product: ProductSeed): boolean {
  if (product.availability === 'none') return true;
  if (cityId === HOME_CITY) return false;
  const small = (ds.pharmaciesByCity.get(cityId)?.length ?? 0) <= SMALL_CITY_PHARMACIES;
  return hash01(ds.seed, cityId, product.id, 5) < CITY_GAP[small ? 'small' : 'large'];
}

/**
 * The stock of one pharmacy, from a hash of (seed, pharmacy, product): independent of the order
 * in which rows are computed. A product its city does not lack (cityLacks) has a "home" pharmacy
 * in the city that always stocks it, so the city has it somewhere; the other pharmacies of the
 * city stock it by chance, so they differ.
 */
function stockRow(ds: Dataset, ph: PharmacySeed): Uint8Array {
  const row = new Uint8Array(ds.products.length);
  const neighbours = ds.pharmaciesByCity.get(ph.cityId) ?? [];
  for (const p of ds.products) {
    if (cityLacks(ds, ph.cityId, p)) continue;
    const chance = Math.min(0.98, STOCK_CHANCE[p.availability] * ph.assortment);
    const home = neighbours[p.idx % neighbours.length] === ph;
    if (hash01(ds.seed, ph.id, p.id) < chance) {
      const r = hash01(ds.seed, p.id, ph.id, 1);
      row[p.idx] = p.availability === 'rare' ? 1 + Math.floor(r * 3) : 1 + Math.floor(r * r * 40);
    } else if (home) {
      row[p.idx] = 2;
    }
  }
  return row;
}

let cached: Dataset | null = null;
/** The browser tab's own size (QA switch `mock_products`); undefined: MOCK_PRODUCTS decides. */
let tabProductCount: number | null | undefined;

/**
 * The tab's catalogue size, from the QA switch `?mock_products=10000` (docs/mock-backend.md, "A
 * catalogue of N products"): a build of the default dataset can then try 10,000 products in the
 * browser. null: the base dataset; undefined: as the build says (MOCK_PRODUCTS). The next
 * answer comes from the new catalogue.
 */
export function setTabProductCount(count: number | null | undefined): void {
  if (count === tabProductCount) return;
  tabProductCount = count;
  cached = null;
}

/** The dataset of the mock, generated once. */
export function getDataset(): Dataset {
  if (!cached) {
    const ds = generateDataset(DATASET_SEED, tabProductCount === undefined ? mockProductCount() : tabProductCount);
    const products = applyPriceChange(ds.products, process.env.MOCK_PRICE_CHANGE);
    cached = products === ds.products ? ds : { ...ds, products, productById: new Map(products.map((p) => [p.id, p])) };
  }
  return cached;
}

export function stockAt(ds: Dataset, pharmacy: PharmacySeed, product: ProductSeed): number {
  let row = ds.stockRows[pharmacy.idx];
  if (!row) {
    row = stockRow(ds, pharmacy);
    ds.stockRows[pharmacy.idx] = row;
  }
  return restockedUnits(pharmacy.id, product.id) ?? row[product.idx] ?? 0;
}

/** The chain's list price of a product in a city (before promos), in cents. */
export function cityListPrice(product: ProductSeed, city: CitySeed): Cents {
  return withPriceFactor(shelfPrice(product.basePrice * city.priceFactor));
}

/** A pharmacy's own price (before promos), in cents: the city price, a few percent off for some. */
export function pharmacyListPrice(ds: Dataset, pharmacy: PharmacySeed, product: ProductSeed): Cents {
  const city = ds.cityById.get(pharmacy.cityId);
  if (!city) return withPriceFactor(shelfPrice(product.basePrice));
  if (hash01(ds.seed, pharmacy.id, product.id, 2) >= pharmacy.deviationShare) return cityListPrice(product, city);
  const factor = 0.96 + hash01(ds.seed, product.id, pharmacy.id, 7) * 0.08;
  return withPriceFactor(shelfPrice(product.basePrice * city.priceFactor * factor));
}

/** Pharmacies of a city with the product in stock. */
export function pharmaciesWith(ds: Dataset, cityId: number, product: ProductSeed): PharmacySeed[] {
  return (ds.pharmaciesByCity.get(cityId) ?? []).filter((ph) => stockAt(ds, ph, product) > 0);
}
