import type { Dataset } from './dataset';
import { pharmaciesWith, stockAt } from './dataset';
import type { ProductSeed } from './products';

/**
 * The demo eRecepts (docs/mock-backend.md, "eRecept"): one case per answer of docs/api.md,
 * "eRecept". Their medicines are chosen from the dataset so that the cases hold for any seed:
 * the ready one is whole at some pharmacy of Belgrade, the shortage one lists a medicine no
 * pharmacy of Belgrade has.
 */
export interface PrescriptionSeed {
  id: string;
  lbo: string;
  /** days from today: negative for the past */
  validUntilDays: number;
  dispensed: boolean;
  medicines: Array<{ productId: number; quantity: number; repeatsLeft: number }>;
}

/** The demo patient's health-insurance number (Milica's, docs/mock-backend.md). */
export const DEMO_LBO = '12345678901';

export const PRESCRIPTION_IDS = {
  ready: 'ER2611000101',
  expired: 'ER2609000202',
  dispensed: 'ER2611000303',
  shortage: 'ER2611000404',
} as const;

const BELGRADE = 1;

/** A medicine on prescription with a price on the shelf. */
const prescribable = (p: ProductSeed): boolean => p.rx && !p.allowSafety;

function chooseMedicines(ds: Dataset): { whole: ProductSeed[]; nowhere: ProductSeed } {
  const nowhere = ds.products.find((p) => prescribable(p) && pharmaciesWith(ds, BELGRADE, p).length === 0);
  if (!nowhere) throw new Error('the dataset has no prescription medicine missing from every pharmacy of Belgrade');
  // Three medicines of the same group (a heart patient's, with the shortage one's category), all
  // at one pharmacy: the one that has most of that group.
  const group = ds.products.filter((p) => prescribable(p) && p.categorySlug === nowhere.categorySlug && p !== nowhere);
  const pharmacies = ds.pharmaciesByCity.get(BELGRADE) ?? [];
  const best = pharmacies
    .map((ph) => ({ ph, has: oneOfEach(group.filter((p) => stockAt(ds, ph, p) >= 2)) }))
    .sort((a, b) => b.has.length - a.has.length || a.ph.id - b.ph.id)[0];
  const whole = best?.has.slice(0, 3) ?? [];
  if (whole.length < 3) throw new Error('no pharmacy of Belgrade has three prescription medicines of one group');
  return { whole, nowhere };
}

/** One product per active substance: a prescription does not list two strengths of one medicine. */
const oneOfEach = (products: ProductSeed[]): ProductSeed[] => {
  const seen = new Set<string>();
  return products.filter((p) => {
    const substance = p.substance?.en ?? p.brand;
    if (seen.has(substance)) return false;
    seen.add(substance);
    return true;
  });
};

let cached: { ds: Dataset; list: PrescriptionSeed[] } | null = null;

export function prescriptions(ds: Dataset): PrescriptionSeed[] {
  if (cached?.ds === ds) return cached.list;
  const { whole, nowhere } = chooseMedicines(ds);
  const [first, second, third] = whole.map((p, i) => ({
    productId: p.id,
    quantity: i === 2 ? 1 : 2,
    repeatsLeft: 2 - (i % 2),
  }));
  if (!first || !second || !third) throw new Error('three medicines expected');
  const seed = (id: string, validUntilDays: number, dispensed: boolean, medicines: PrescriptionSeed['medicines']) => ({
    id,
    lbo: DEMO_LBO,
    validUntilDays,
    dispensed,
    medicines,
  });
  const list = [
    seed(PRESCRIPTION_IDS.ready, 27, false, [first, second, third]),
    seed(PRESCRIPTION_IDS.expired, -12, false, [first]),
    seed(PRESCRIPTION_IDS.dispensed, 20, true, [second, third]),
    seed(PRESCRIPTION_IDS.shortage, 25, false, [first, { productId: nowhere.id, quantity: 1, repeatsLeft: 0 }]),
  ];
  cached = { ds, list };
  return list;
}
