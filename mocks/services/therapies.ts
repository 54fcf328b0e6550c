/** "My therapy" (docs/api.md, "Therapies"): answers, pickup windows and where a month's pack is reserved. */
import type { TherapyDto } from '@/shared/api/answers';
import { addDays, addMonths } from '@/shared/lib/calendarDate';
import type { Lang } from '../lib/i18n';
import type { StoredOrder, StoredTherapy } from '../db';
import { pharmaciesWith, type Dataset } from '../data/dataset';
import { dosageLabel, packLabel } from '../data/forms';
import type { PharmacySeed } from '../data/pharmacies';
import type { ProductSeed } from '../data/products';
import { formLabel } from './catalog';
import { pharmacyDto } from './orders';

/** Each monthly pack is collected within this many days either side of its date. */
const WINDOW_DAYS = 7;

/** Whether `today` (YYYY-MM-DD) is inside the pickup window of month `month` (1-based). */
export function windowOpen(therapy: StoredTherapy, month: number, today: string): boolean {
  const date = addMonths(therapy.firstDate, month - 1);
  return addDays(date, -WINDOW_DAYS) <= today && today <= addDays(date, WINDOW_DAYS);
}

/** Squared distance on a local flat map: enough to order the pharmacies of one city. */
const distance = (a: PharmacySeed, b: PharmacySeed): number => {
  const dx = (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180);
  const dy = a.lat - b.lat;
  return dx * dx + dy * dy;
};

/** The preferred pharmacy when it has the pack, else the nearest of its city that has it; none: undefined. */
export function pickupPharmacy(ds: Dataset, preferred: PharmacySeed, product: ProductSeed): PharmacySeed | undefined {
  const stocked = pharmaciesWith(ds, preferred.cityId, product);
  if (stocked.includes(preferred)) return preferred;
  return stocked.sort((a, b) => distance(preferred, a) - distance(preferred, b) || a.id - b.id)[0];
}

export function therapyDto(
  ds: Dataset,
  therapy: StoredTherapy,
  orders: readonly StoredOrder[],
  lang: Lang,
): TherapyDto {
  const product = ds.productById.get(therapy.productId);
  const pharmacy = ds.pharmacyById.get(therapy.pharmacyId);
  if (!product || !pharmacy) throw new Error(`therapy ${therapy.id}: unknown product or pharmacy`);
  return {
    id: therapy.id,
    product_id: product.id,
    product_name: product.name[lang],
    form: formLabel(product, lang),
    dosage: dosageLabel(product.dosage, lang),
    pack: packLabel(product.packSize, product.form.unit, lang),
    months: therapy.months,
    first_date: therapy.firstDate,
    pharmacy: pharmacyDto(pharmacy),
    created_at: new Date(therapy.createdAt).toISOString(),
    reservations: therapy.reservations.flatMap(({ month, orderId }) => {
      const order = orders.find((o) => o.id === orderId);
      if (!order) return [];
      const at = ds.pharmacyById.get(order.pharmacyId)?.name ?? '';
      return [{ month, order_id: order.id, number: order.number, pharmacy_name: at }];
    }),
  };
}
