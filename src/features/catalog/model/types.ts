import { FORM_KINDS, type PackUnitDto } from '@/shared/api';

/** Stable keys of product forms (docs/api.md, FormKind): drive packshots and the form filter. */
export type FormKind = (typeof FORM_KINDS)[number];

export const isFormKind = (value: unknown): value is FormKind => (FORM_KINDS as readonly unknown[]).includes(value);

type VatRate = 10 | 20;

/**
 * What a pack holds, for the price per unit: a count of tablets, capsules, sachets, ampoules,
 * lozenges or pieces, or millilitres or grams (docs/decisions.md, "Unit prices and the legal
 * frame").
 */
export interface PackUnit {
  kind: PackUnitDto['kind'];
  count: number;
}

/** A product as cards show it, priced for the selected city. */
export interface Product {
  id: number;
  /** Brand name and strength, never translated ("Brufen 400 mg"). */
  name: string;
  /** Localized form ("film tablete"). */
  form: string;
  /** null: the answer had none (docs/api.md, "Required and optional fields"): a plain carton. */
  formKind: FormKind | null;
  dosage: string;
  pack: string;
  manufacturer: string;
  activeSubstance: string | null;
  /** null: no category trail. */
  categorySlug: string | null;
  /** On prescription, or not known to be without one (`rxUnknown`): treated alike everywhere. */
  rx: boolean;
  /** The answer did not say (docs/api.md, "Required and optional fields"): the pharmacist checks at pickup. */
  rxUnknown: boolean;
  /** null: no VAT line. */
  vatRate: VatRate | null;
  /** Unit price in the city; null when no pharmacy of the city has it, always null for allowSafety. */
  price: number | null;
  /** Price before a running promo. */
  oldPrice: number | null;
  /** The price is only known at the pharmacy. */
  allowSafety: boolean;
  /** null: the answer had no count; none is shown. */
  pharmaciesCount: number | null;
  /** Brand colour for the drawn packshot; null: a neutral one. */
  color: string | null;
  /** null: no unit price and no pack count. */
  packUnit: PackUnit | null;
  /** A medicine: reserved for pickup, never delivered (docs/api.md, "Delivery"). */
  isMedicine: boolean;
}

export interface ProductDetails extends Product {
  description: string;
  composition: string;
  usage: string;
  warnings: string;
  /** EAN-13 printed on the pack; null: no barcode line. */
  ean: string | null;
  /** Leaflet, ATC code and holder; null for what is not a medicine. */
  medicine: MedicineInfo | null;
}

/** An ATC group as a product names it: its code and its name in the current language. */
interface AtcGroupRef {
  code: string;
  name: string;
}

interface MedicineInfo {
  /** The WHO ATC code, with its anatomical main group (level 1) and therapeutic subgroup (level 2). */
  atc: { code: string; group: AtcGroupRef; subgroup: AtcGroupRef } | null;
  /** Marketing authorisation holder. */
  mah: string;
  leaflet: { indications: string; dosage: string; warnings: string; storage: string } | null;
}

/** A group of the ATC tree (GET /atc): level 1 has no parent. */
export interface AtcGroup extends AtcGroupRef {
  parentCode: string | null;
  productsCount: number;
}

export interface PharmacyStock {
  pharmacyId: number;
  name: string;
  address: string;
  price: number | null;
  quantity: number;
}

export interface ProductDetailPage {
  product: ProductDetails;
  pharmacies: PharmacyStock[];
  analogues: Product[];
  related: Product[];
  /** Loyalty points one pack earns at the city's price (docs/api.md §5c); 0: none to show. */
  points: number;
}

/** GET /products/alternatives: the product as priced today in the city, and what costs less per unit. */
export interface Alternatives {
  product: Product;
  list: Product[];
}

export interface Category {
  id: number;
  slug: string;
  name: string;
  parentSlug: string | null;
  /** null: no count shown. */
  productsCount: number | null;
}

export const PRODUCT_SORTS = ['popular', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Parameters of GET /products, exactly as the API names them. */
export interface ProductsArgs {
  city_id: number;
  category?: string;
  query?: string;
  manufacturers?: string[];
  forms?: FormKind[];
  rx?: boolean;
  in_stock?: boolean;
  promo_id?: number;
  pharmacy_id?: number;
  ids?: number[];
  /** An ATC group's code (level 1 or 2): its medicines only. */
  atc?: string;
  sort?: ProductSort;
  page?: number;
  per_page?: number;
}

export interface ProductFacets {
  manufacturers: Array<{ name: string; count: number }>;
  forms: Array<{ name: FormKind; label: string; count: number }>;
}

export interface ProductsPage {
  list: Product[];
  total: number;
  page: number;
  perPage: number;
  facets: ProductFacets;
}
