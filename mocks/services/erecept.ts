import type { EreceptDto } from '@/shared/api/answers';
import { addDays } from '@/shared/lib/calendarDate';
import type { Dataset } from '../data/dataset';
import { stockAt } from '../data/dataset';
import { dosageLabel } from '../data/forms';
import { prescriptions, type PrescriptionSeed } from '../data/prescriptions';
import { fail } from '../lib/errors';
import type { Lang } from '../lib/i18n';
import { toRsd, type Cents } from '../lib/money';
import { discountsOn, formLabel, pharmacyPrice, todayOf } from './catalog';
import { pharmacyDto } from './orders';

/** What the patient pays per pack of a prescribed medicine (participacija): 50 RSD, or the price when lower. */
const COPAYMENT: Cents = 50 * 100;
export const copaymentOf = (price: Cents): Cents => Math.min(price, COPAYMENT);

/** The prescription these two identify, still to be dispensed and valid today (docs/api.md, "eRecept"). */
export function checkedPrescription(ds: Dataset, id: string, lbo: string, now: number): PrescriptionSeed {
  const found = prescriptions(ds).find((p) => p.id === id.toUpperCase() && p.lbo === lbo);
  // One answer for a wrong identifier and a wrong LBO: neither is confirmed to a guesser.
  if (!found) throw fail(404, 'prescriptionNotFound');
  if (found.dispensed) throw fail(409, 'prescriptionDispensed');
  const validUntil = validUntilOf(found, now);
  if (validUntil < todayOf(now)) {
    const [year, month, day] = validUntil.split('-');
    throw fail(410, 'prescriptionExpired', { date: `${day}.${month}.${year}` });
  }
  return found;
}

const validUntilOf = (p: PrescriptionSeed, now: number): string => addDays(todayOf(now), p.validUntilDays);

/** Per pharmacy of the city that has any of it: the medicines it has in the prescribed quantity, priced. */
export function prescriptionOffers(ds: Dataset, p: PrescriptionSeed, cityId: number, now: number) {
  const discounts = discountsOn(ds, todayOf(now));
  return (ds.pharmaciesByCity.get(cityId) ?? []).flatMap((pharmacy) => {
    const lines: Array<{ productId: number; quantity: number; price: Cents; copayment: Cents }> = [];
    const missing: number[] = [];
    for (const m of p.medicines) {
      const product = ds.productById.get(m.productId);
      const price = product ? pharmacyPrice(ds, pharmacy, product, discounts) : null;
      if (product && price !== null && stockAt(ds, pharmacy, product) >= m.quantity)
        lines.push({ productId: m.productId, quantity: m.quantity, price, copayment: copaymentOf(price) });
      else missing.push(m.productId);
    }
    return lines.length > 0 ? [{ pharmacy, lines, missing }] : [];
  });
}

/** POST /erecept: the prescription, and its pharmacies: whole ones first, then by what they have, then by co-payment. */
export function ereceptDto(ds: Dataset, p: PrescriptionSeed, cityId: number, lang: Lang, now: number): EreceptDto {
  const medicines = p.medicines.flatMap((m) => {
    const product = ds.productById.get(m.productId);
    if (!product) return [];
    return [
      {
        product_id: product.id,
        name: product.name[lang],
        dosage: dosageLabel(product.dosage, lang),
        form: formLabel(product, lang),
        quantity: m.quantity,
        repeats_left: m.repeatsLeft,
      },
    ];
  });
  const pharmacies = prescriptionOffers(ds, p, cityId, now)
    .map((offer) => ({
      pharmacy: pharmacyDto(offer.pharmacy),
      lines: offer.lines.map((l) => ({
        product_id: l.productId,
        price: toRsd(l.price),
        copayment: toRsd(l.copayment),
      })),
      missing: offer.missing,
      total: toRsd(offer.lines.reduce((t, l) => t + l.price * l.quantity, 0)),
      copayment: toRsd(offer.lines.reduce((t, l) => t + l.copayment * l.quantity, 0)),
    }))
    .sort(
      (a, b) =>
        a.missing.length - b.missing.length ||
        a.copayment - b.copayment ||
        a.total - b.total ||
        a.pharmacy.id - b.pharmacy.id,
    )
    .slice(0, 10);
  return { prescription: { id: p.id, valid_until: validUntilOf(p, now), medicines }, pharmacies };
}
