import { isFormKind, PRODUCT_SORTS, type FormKind, type ProductSort, type ProductsArgs } from '../model/types';

/**
 * What a product listing shows, as kept in the page URL so that a link reproduces the view
 * and a reload keeps it:
 *   ?manufacturer=Galenika&manufacturer=Hemofarm&form=tablets&rx=0&stock=1&pharmacy=104&sort=price_asc&page=3
 * Defaults are left out of the URL; values that cannot be understood are ignored.
 */
export interface ListingState {
  manufacturers: string[];
  forms: FormKind[];
  /** true: only prescription medicines; false: only without prescription; null: both. */
  rx: boolean | null;
  inStock: boolean;
  pharmacyId: number | null;
  /** null: the default order (popularity; relevance for a search). */
  sort: ProductSort | null;
  page: number;
}

export const LISTING_KEYS = {
  manufacturer: 'manufacturer',
  form: 'form',
  rx: 'rx',
  stock: 'stock',
  pharmacy: 'pharmacy',
  sort: 'sort',
  page: 'page',
} as const;

export const PER_PAGE = 24;
const MAX_PAGE = 100_000;
const MAX_MANUFACTURERS = 50;
const MAX_MANUFACTURER_LENGTH = 120;

export const DEFAULT_LISTING: ListingState = {
  manufacturers: [],
  forms: [],
  rx: null,
  inStock: false,
  pharmacyId: null,
  sort: null,
  page: 1,
};

const unique = <T>(values: T[]): T[] => [...new Set(values)];

const positiveInt = (raw: string | null, max: number): number | null => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= 1 && value <= max ? value : null;
};

const isSort = (value: string | null): value is ProductSort =>
  (PRODUCT_SORTS as readonly (string | null)[]).includes(value);

export const parseListing = (params: URLSearchParams): ListingState => {
  const rx = params.get(LISTING_KEYS.rx);
  const sort = params.get(LISTING_KEYS.sort);
  return {
    manufacturers: unique(
      params
        .getAll(LISTING_KEYS.manufacturer)
        .map((name) => name.trim())
        .filter((name) => name !== '' && name.length <= MAX_MANUFACTURER_LENGTH),
    ).slice(0, MAX_MANUFACTURERS),
    forms: unique(params.getAll(LISTING_KEYS.form).filter(isFormKind)),
    rx: rx === '1' ? true : rx === '0' ? false : null,
    inStock: params.get(LISTING_KEYS.stock) === '1',
    pharmacyId: positiveInt(params.get(LISTING_KEYS.pharmacy), Number.MAX_SAFE_INTEGER),
    sort: isSort(sort) ? sort : null,
    page: positiveInt(params.get(LISTING_KEYS.page), MAX_PAGE) ?? 1,
  };
};

/**
 * `?promo=<id>`: the catalogue narrowed to one promotion's products. It is what the page is
 * about, not a filter: clearing the filters keeps it, and `serializeListing` carries it along
 * with the other parameters that are not the listing's.
 */
const PROMO_KEY = 'promo';

export const parsePromoId = (params: URLSearchParams): number | null =>
  positiveInt(params.get(PROMO_KEY), Number.MAX_SAFE_INTEGER);

/** What a listing is about: a category, a search text, a promotion, or the whole catalogue. */
export interface ListingScope {
  category?: string;
  query?: string;
  promoId?: number;
  /** An ATC group's code. */
  atc?: string;
}

/** GET /products arguments for a listing: only what is set, so equal views share one request. */
export const toProductsArgs = (state: ListingState, scope: ListingScope & { cityId: number }): ProductsArgs => ({
  city_id: scope.cityId,
  ...(scope.category !== undefined ? { category: scope.category } : {}),
  ...(scope.query !== undefined ? { query: scope.query } : {}),
  ...(scope.promoId !== undefined ? { promo_id: scope.promoId } : {}),
  ...(scope.atc !== undefined ? { atc: scope.atc } : {}),
  ...(state.manufacturers.length > 0 ? { manufacturers: state.manufacturers } : {}),
  ...(state.forms.length > 0 ? { forms: state.forms } : {}),
  ...(state.rx !== null ? { rx: state.rx } : {}),
  ...(state.inStock ? { in_stock: true } : {}),
  ...(state.pharmacyId !== null ? { pharmacy_id: state.pharmacyId } : {}),
  ...(state.sort !== null ? { sort: state.sort } : {}),
  page: state.page,
  per_page: PER_PAGE,
});
