/** Prices, promos and product cards computed from the dataset. */
import type { ProductCardDto } from '@/shared/api/answers';
import type { Lang } from '../lib/i18n';
import { shelfPrice, toRsd, type Cents } from '../lib/money';
import { belgradeTime } from '../lib/time';
import type { CitySeed } from '../data/cities';
import { dosageLabel, FORMS, packLabel } from '../data/forms';
import { PROMOS, promoDates, type PromoSeed } from '../data/promos';
import { packUnit } from '../data/legal';
import type { PharmacySeed } from '../data/pharmacies';
import type { ProductSeed } from '../data/products';
import { cityListPrice, pharmaciesWith, pharmacyListPrice, type Dataset } from '../data/dataset';

/** A product card exactly as the app's schema describes it (src/shared/api/answers.ts). */
export type ProductCard = ProductCardDto;

/** The local (Europe/Belgrade) calendar date of an instant. */
export function todayOf(now: number): string {
  return belgradeTime(now).date;
}

/** Per catalogue (a tab may switch its size: `mock_products`), per promo. */
const promoMembers = new WeakMap<Dataset, Map<number, Set<number>>>();

/** Products a promo applies to: its categories/manufacturers, never rx or allow_safety. */
export function promoProductIds(ds: Dataset, promo: PromoSeed): Set<number> {
  let members = promoMembers.get(ds);
  if (!members) {
    members = new Map();
    promoMembers.set(ds, members);
  }
  const cached = members.get(promo.id);
  if (cached) return cached;
  const cats = new Set<string>();
  for (const slug of promo.categories) for (const s of ds.categoryTree.get(slug) ?? []) cats.add(s);
  const ids = new Set<number>();
  for (const p of ds.products) {
    if (p.rx || p.allowSafety) continue;
    const inCat = cats.size > 0 && cats.has(p.categorySlug);
    const byMaker = promo.manufacturers.includes(p.manufacturer);
    if (inCat || byMaker) ids.add(p.id);
  }
  members.set(promo.id, ids);
  return ids;
}

export interface PromoState {
  seed: PromoSeed;
  starts: string;
  ends: string;
  running: boolean;
  upcoming: boolean;
}

export function promosOn(today: string): PromoState[] {
  return PROMOS.map((seed) => {
    const { starts, ends } = promoDates(seed.window, today);
    return { seed, starts, ends, running: starts <= today && today <= ends, upcoming: starts > today };
  });
}

let discountCache: { ds: Dataset; day: string; map: Map<number, number> } | null = null;

/** product id → the biggest running discount (percent) on that day. */
export function discountsOn(ds: Dataset, today: string): Map<number, number> {
  if (discountCache?.day === today && discountCache.ds === ds) return discountCache.map;
  const map = new Map<number, number>();
  for (const promo of promosOn(today)) {
    if (!promo.running) continue;
    for (const id of promoProductIds(ds, promo.seed)) {
      map.set(id, Math.max(map.get(id) ?? 0, promo.seed.discount));
    }
  }
  discountCache = { ds, day: today, map };
  return map;
}

function discounted(list: Cents, percent: number | undefined): Cents {
  return percent ? shelfPrice((list / 100) * (1 - percent / 100)) : list;
}

/** A pharmacy's unit price now (promo applied), in cents; null for allow_safety products. */
export function pharmacyPrice(
  ds: Dataset,
  ph: PharmacySeed,
  p: ProductSeed,
  discounts: Map<number, number>,
): Cents | null {
  if (p.allowSafety) return null;
  return discounted(pharmacyListPrice(ds, ph, p), discounts.get(p.id));
}

export interface CityPrice {
  /** promo price or list price, cents; null when not stocked in the city or allow_safety */
  price: Cents | null;
  /** list price when a promo discounts it */
  old: Cents | null;
  pharmacies: number;
}

export function cityPrice(ds: Dataset, p: ProductSeed, city: CitySeed, discounts: Map<number, number>): CityPrice {
  const pharmacies = pharmaciesWith(ds, city.id, p).length;
  if (pharmacies === 0 || p.allowSafety) return { price: null, old: null, pharmacies };
  const list = cityListPrice(p, city);
  const percent = discounts.get(p.id);
  return percent ? { price: discounted(list, percent), old: list, pharmacies } : { price: list, old: null, pharmacies };
}

export function formLabel(p: ProductSeed, lang: Lang): string {
  return FORMS[p.formKey].label[lang];
}

export function toCard(
  ds: Dataset,
  p: ProductSeed,
  city: CitySeed,
  lang: Lang,
  discounts: Map<number, number>,
): ProductCard {
  const cp = cityPrice(ds, p, city, discounts);
  return {
    id: p.id,
    name: p.name[lang],
    form: formLabel(p, lang),
    form_kind: p.form.kind,
    dosage: dosageLabel(p.dosage, lang),
    pack: packLabel(p.packSize, p.form.unit, lang),
    manufacturer: p.manufacturer,
    active_substance: p.substance ? p.substance[lang] : null,
    category_slug: p.categorySlug,
    rx: p.rx,
    vat_rate: p.vat,
    price: cp.price === null ? null : toRsd(cp.price),
    // Prescription medicines are never shown discounted (docs/behaviour.md §15).
    old_price: cp.old === null || p.rx ? null : toRsd(cp.old),
    allow_safety: p.allowSafety,
    pharmacies_count: cp.pharmacies,
    color: p.color,
    pack_unit: p.packUnitMissing ? null : packUnit(p.form, p.packSize),
    // Derived from the dataset's kind of goods (medicine, supplement, cosmetic, device), never
    // from names (docs/mock-backend.md, "Delivery").
    is_medicine: p.kind === 'medicine',
  };
}
