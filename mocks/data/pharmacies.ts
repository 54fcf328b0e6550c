import type { PharmacyDto } from '@/shared/api/answers';
import type { Hours } from '../lib/time';
import { intBetween, mulberry32, pick } from '../lib/prng';
import { CITIES } from './cities';
import { pharmacyLicence } from './legal';

/** A pharmacy as its answer gives it (src/shared/api/answers.ts), and what the generator needs. */
export interface PharmacySeed extends Omit<PharmacyDto, 'city_id'> {
  /** position in the stock matrix */
  idx: number;
  cityId: number;
  /** share of products whose price here deviates from the city price */
  deviationShare: number;
  /** how well stocked the pharmacy is (0.75 … 1.1) */
  assortment: number;
}

const h = (open: string, close: string): Hours => ({ open, close });
const ALL_DAY = h('00:00', '24:00');

export const HOURS_TEMPLATES: Array<Array<Hours | null>> = [
  // standard: weekdays long, Saturday short, Sunday closed
  [
    h('07:00', '21:00'),
    h('07:00', '21:00'),
    h('07:00', '21:00'),
    h('07:00', '21:00'),
    h('07:00', '21:00'),
    h('08:00', '15:00'),
    null,
  ],
  // extended: open every day
  [
    h('07:00', '22:00'),
    h('07:00', '22:00'),
    h('07:00', '22:00'),
    h('07:00', '22:00'),
    h('07:00', '22:00'),
    h('07:00', '22:00'),
    h('08:00', '14:00'),
  ],
  // shopping mall
  [
    h('09:00', '22:00'),
    h('09:00', '22:00'),
    h('09:00', '22:00'),
    h('09:00', '22:00'),
    h('09:00', '22:00'),
    h('09:00', '22:00'),
    h('09:00', '22:00'),
  ],
  // short
  [
    h('08:00', '20:00'),
    h('08:00', '20:00'),
    h('08:00', '20:00'),
    h('08:00', '20:00'),
    h('08:00', '20:00'),
    h('08:00', '14:00'),
    null,
  ],
];

export const HOURS_24H: Array<Hours | null> = [ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY, ALL_DAY];

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

export function generatePharmacies(seed: number): PharmacySeed[] {
  const rng = mulberry32(seed ^ 0x9e3779b9);
  const list: PharmacySeed[] = [];
  let id = 101;
  for (const city of CITIES) {
    const spread = city.id === 1 ? 0.045 : 0.015;
    const allDay = city.pharmacies >= 15 ? 3 : city.pharmacies >= 5 ? 1 : 0;
    for (let i = 0; i < city.pharmacies; i += 1) {
      const place = city.places?.[i];
      const quarter = place?.[0] ?? city.quarters[i % city.quarters.length] ?? 'Centar';
      const randomStreet = pick(rng, city.streets);
      const street = place?.[1] ?? randomStreet;
      const number = intBetween(rng, 1, 140);
      const template =
        i < allDay ? HOURS_24H : (HOURS_TEMPLATES[Math.floor(rng() * HOURS_TEMPLATES.length)] ?? HOURS_24H);
      list.push({
        id,
        idx: list.length,
        name: `Apoteka ${quarter}`,
        address: `${street} ${number}, ${city.name.sr}`,
        cityId: city.id,
        lat: round(city.lat + (rng() - 0.5) * spread * 1.4, 6),
        lng: round(city.lng + (rng() - 0.5) * spread * 2, 6),
        phone: `+381 ${city.area} ${intBetween(rng, 200, 799)} ${String(intBetween(rng, 0, 9999)).padStart(4, '0')}`,
        hours: template.map((x) => (x ? { ...x } : null)),
        ...pharmacyLicence(id),
        deviationShare: rng() < 0.6 ? 0 : 0.2 + rng() * 0.4,
        assortment: 0.75 + rng() * 0.35,
      });
      id += 1;
    }
  }
  return list;
}
