/** Order answers: lines, totals, PDV per rate, status; their shapes are the app's (src/shared/api/answers.ts). */
import type { Lang } from '../lib/i18n';
import { toRsd, vatContained } from '../lib/money';
import { db, type StoredOrder } from '../db';
import type { Dataset } from '../data/dataset';
import type { PharmacySeed } from '../data/pharmacies';
import { dosageLabel, packLabel } from '../data/forms';
import { packUnit } from '../data/legal';
import { formLabel } from './catalog';
import { displayPhone, nationalNumber } from './phone';
import type { OrderDto, PharmacyDto } from '@/shared/api/answers';
import { orderEvents, pickupCodeOf } from './orderProgress';
import { pointsFor } from './points';

export type { OrderDto, PharmacyDto };

export function pharmacyDto(ph: PharmacySeed): PharmacyDto {
  return {
    id: ph.id,
    name: ph.name,
    address: ph.address,
    city_id: ph.cityId,
    lat: ph.lat,
    lng: ph.lng,
    phone: ph.phone,
    hours: ph.hours.map((h) => (h ? { open: h.open, close: h.close } : null)),
    licence: ph.licence,
    pharmacist: ph.pharmacist,
  };
}

export function orderNumber(id: number): string {
  return `APT-${104582 + (id - 5001) * 17}`;
}

export function orderDto(ds: Dataset, order: StoredOrder, lang: Lang, now: number): OrderDto {
  const pharmacy = ds.pharmacyById.get(order.pharmacyId);
  if (!pharmacy) throw new Error(`order ${order.id}: unknown pharmacy ${order.pharmacyId}`);
  let total = 0;
  const gross: Record<10 | 20, number> = { 10: 0, 20: 0 };
  const lines = order.lines.flatMap((line) => {
    const p = ds.productById.get(line.id);
    if (!p) return [];
    if (line.price !== null) {
      const sum = line.price * line.quantity;
      total += sum;
      gross[p.vat] += sum;
    }
    return [
      {
        id: p.id,
        name: p.name[lang],
        form: formLabel(p, lang),
        dosage: dosageLabel(p.dosage, lang),
        pack: packLabel(p.packSize, p.form.unit, lang),
        quantity: line.quantity,
        price: line.price === null ? null : toRsd(line.price),
        allow_safety: p.allowSafety,
        rx: p.rx,
        vat_rate: p.vat,
        pack_unit: p.packUnitMissing ? null : packUnit(p.form, p.packSize),
        transfer: line.transfer
          ? {
              quantity: line.transfer.quantity,
              from: ds.pharmacyById.get(line.transfer.fromPharmacyId)?.name ?? '',
              ready_by: new Date(line.transfer.readyBy).toISOString(),
            }
          : null,
      },
    ];
  });
  const vat = ([10, 20] as const)
    .filter((rate) => gross[rate] > 0)
    .map((rate) => ({ rate, amount: toRsd(vatContained(gross[rate], rate)) }));
  const events = orderEvents(order, now);
  return {
    id: order.id,
    number: order.number,
    created_at: new Date(order.createdAt).toISOString(),
    status: events.at(-1)?.status ?? 'accepted',
    pharmacy: pharmacyDto(pharmacy),
    lines,
    total: toRsd(total),
    vat,
    ready_by: new Date(order.readyBy).toISOString(),
    hold_until: new Date(order.holdUntil).toISOString(),
    name: order.name,
    phone: displayPhone(nationalNumber(order.phone)),
    comment: order.comment,
    visit_id: order.visitId ?? null,
    pickup_code: pickupCodeOf(order),
    events: events.map((e) => ({ status: e.status, at: new Date(e.at).toISOString() })),
    track_key: order.trackKey ?? '',
    points: db().loyaltyCards.some((card) => card.userId === order.userId) ? pointsFor(order) : null,
  };
}
