import type { DutyDto } from '@/shared/api/answers';
import type { Dataset } from '../data/dataset';
import type { PharmacySeed } from '../data/pharmacies';
import { addDays, belgradeInstant, belgradeTime } from '../lib/time';

/** A night's duty runs 20:00 to 08:00 the next morning, Belgrade wall clock (docs/mock-backend.md). */
const DUTY_FROM = 20 * 60;
const DUTY_TO = 8 * 60;
/** The nights an answer covers: the one in progress (or tonight) and the six after it. */
const NIGHTS = 7;
const DAY_MS = 86_400_000;

const isAllDay = (ph: PharmacySeed): boolean =>
  ph.hours.every((day) => day !== null && day.open === '00:00' && day.close === '24:00');

/**
 * Who is on duty on the night that starts on `night` (YYYY-MM-DD): a rota over the city's
 * pharmacies that are not open round the clock, by id, one a night (two in a city with eight
 * or more), moving on by the night's number so that the same date gives the same pharmacies.
 */
export function dutyPharmacies(ds: Dataset, cityId: number, night: string): PharmacySeed[] {
  const rota = (ds.pharmaciesByCity.get(cityId) ?? []).filter((ph) => !isAllDay(ph)).sort((a, b) => a.id - b.id);
  if (rota.length === 0) return [];
  const perNight = rota.length >= 8 ? 2 : 1;
  const nightNumber = Math.round(Date.parse(`${night}T00:00:00Z`) / DAY_MS);
  const first = (nightNumber * perNight + cityId) % rota.length;
  return Array.from({ length: perNight }, (_, k) => rota[(first + k) % rota.length]).filter(
    (ph): ph is PharmacySeed => ph !== undefined,
  );
}

/** GET /pharmacies/duty: the shifts not yet over at `nowMs`, from the night in progress on. */
export function dutyRoster(ds: Dataset, cityId: number, nowMs: number): DutyDto['list'] {
  const today = belgradeTime(nowMs).date;
  const list: DutyDto['list'] = [];
  let nights = 0;
  // Yesterday's night is still in progress until 08:00.
  for (let offset = -1; offset < NIGHTS && nights < NIGHTS; offset += 1) {
    const night = addDays(today, offset);
    const from = belgradeInstant(night, DUTY_FROM);
    const to = belgradeInstant(addDays(night, 1), DUTY_TO);
    if (to <= nowMs) continue;
    nights += 1;
    for (const ph of dutyPharmacies(ds, cityId, night)) {
      list.push({ pharmacy_id: ph.id, night, from: new Date(from).toISOString(), to: new Date(to).toISOString() });
    }
  }
  return list;
}
