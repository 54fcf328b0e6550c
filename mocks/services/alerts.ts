/** Back-in-stock alerts (docs/api.md, "Stock alerts") and the QA restock that fires them. */
import type { AlertDto } from '@/shared/api/answers';
import type { Lang } from '../lib/i18n';
import { db, type StoredAlert } from '../db';
import { getDataset, pharmaciesWith } from '../data/dataset';
import { putRestock } from '../restocks';
import { displayPhone } from './phone';

/** Whether some pharmacy of the city has the product now (restocks included). */
export function availableIn(productId: number, cityId: number): boolean {
  const ds = getDataset();
  const product = ds.productById.get(productId);
  return product !== undefined && pharmaciesWith(ds, cityId, product).length > 0;
}

/** Alerts still waiting whose product is now in a pharmacy of their city fire, at `now`; true when any did. */
export function fireAlerts(now: number): boolean {
  let fired = false;
  for (const alert of db().alerts) {
    if (alert.firedAt === null && availableIn(alert.productId, alert.cityId)) {
      alert.firedAt = now;
      fired = true;
    }
  }
  return fired;
}

/**
 * The QA control: puts `quantity` units of the product into the city's first pharmacy (the
 * lowest id, so the same call always restocks the same shelf), then fires the alerts it
 * satisfies. Unknown ids or a quantity below 1 throw.
 */
export function restockProduct(productId: number, cityId: number, quantity = 10, now = Date.now()): number {
  const ds = getDataset();
  const pharmacy = ds.pharmaciesByCity.get(cityId)?.[0];
  if (!ds.productById.has(productId)) throw new Error(`Mock restock: unknown product ${productId}`);
  if (!pharmacy) throw new Error(`Mock restock: unknown city ${cityId}`);
  if (!Number.isInteger(quantity) || quantity < 1) throw new Error(`Mock restock: quantity must be 1 or more`);
  putRestock({ pharmacyId: pharmacy.id, productId, quantity });
  fireAlerts(now);
  return pharmacy.id;
}

export function alertDto(alert: StoredAlert, lang: Lang): AlertDto {
  const ds = getDataset();
  return {
    id: alert.id,
    key: alert.key,
    product_id: alert.productId,
    product_name: ds.productById.get(alert.productId)?.name[lang] ?? '',
    city_id: alert.cityId,
    city_name: ds.cityById.get(alert.cityId)?.name[lang] ?? '',
    channel: alert.channel,
    contact: alert.channel === 'phone' ? displayPhone(alert.contact) : alert.contact,
    created_at: new Date(alert.createdAt).toISOString(),
    status: alert.firedAt === null ? 'waiting' : 'fired',
    fired_at: alert.firedAt === null ? null : new Date(alert.firedAt).toISOString(),
  };
}
