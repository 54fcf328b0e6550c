/** Europe/Belgrade wall-clock helpers (no library: Intl does the time-zone work). */

export interface Hours {
  open: string;
  close: string;
}

const HOUR = 3600_000;
const STEP = 30 * 60_000; // opening hours are on the hour or half-hour

let formatter: Intl.DateTimeFormat | null = null;

function belgradeFormatter(): Intl.DateTimeFormat {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Belgrade',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return formatter;
}

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

export interface LocalTime {
  /** 0 = Monday … 6 = Sunday */
  weekday: number;
  /** minutes since local midnight */
  minutes: number;
  /** local calendar date YYYY-MM-DD */
  date: string;
}

export function belgradeTime(ms: number): LocalTime {
  const parts = belgradeFormatter().formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: WEEKDAYS[get('weekday')] ?? 0,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
    date: `${get('year')}-${get('month')}-${get('day')}`,
  };
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
}

/** Is a pharmacy with these weekly hours (Monday first) open at this instant? */
export function isOpenAt(hours: ReadonlyArray<Hours | null>, ms: number): boolean {
  const t = belgradeTime(ms);
  const day = hours[t.weekday];
  if (!day) return false;
  return t.minutes >= toMinutes(day.open) && t.minutes < toMinutes(day.close);
}

/** Open now and without a break for the next `spanMs`? (checked every 5 minutes and at the end) */
function isOpenThroughout(hours: ReadonlyArray<Hours | null>, from: number, spanMs: number): boolean {
  for (let t = from; t < from + spanMs; t += 5 * 60_000) {
    if (!isOpenAt(hours, t)) return false;
  }
  return isOpenAt(hours, from + spanMs - 60_000);
}

/** The next instant (≥ from) at which the pharmacy opens after being closed, or null if never. */
function nextOpening(hours: ReadonlyArray<Hours | null>, from: number): number | null {
  const limit = from + 9 * 24 * HOUR;
  let t = Math.ceil(from / STEP) * STEP;
  if (isOpenAt(hours, from)) {
    while (t < limit && isOpenAt(hours, t)) t += STEP;
  }
  while (t < limit && !isOpenAt(hours, t)) t += STEP;
  return t < limit ? t : null;
}

/**
 * When an order placed at `createdMs` is ready: +2 h when the pharmacy is open then and stays
 * open for those 2 h, else 2 h after its next opening.
 */
export function readyBy(hours: ReadonlyArray<Hours | null>, createdMs: number): number {
  const prep = 2 * HOUR;
  if (isOpenThroughout(hours, createdMs, prep)) return createdMs + prep;
  const opening = nextOpening(hours, createdMs);
  return (opening ?? createdMs) + prep;
}

export const HOLD_MS = 48 * HOUR;

/** Calendar arithmetic on YYYY-MM-DD dates (UTC-based, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The instant of a Belgrade wall-clock time (`date` YYYY-MM-DD, minutes since midnight). */
export function belgradeInstant(date: string, minutes: number): number {
  const utc = Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  // Belgrade is UTC+1 or UTC+2: the offset that reads back as the wanted wall clock.
  for (const offset of [1, 2]) {
    const t = utc - offset * HOUR;
    const local = belgradeTime(t);
    if (local.date === date && local.minutes === minutes) return t;
  }
  return utc - HOUR;
}

const TRANSFER_NOON = 12 * 60;

/**
 * When units brought from another pharmacy are ready (docs/api.md, GET /pharmacies/transfers):
 * `days` after the order's Belgrade date at 12:00 (1 from the same city, 2 from another), or the
 * receiving pharmacy's next opening when it is closed then; never before its own ready-by.
 */
export function transferReadyBy(hours: ReadonlyArray<Hours | null>, createdMs: number, days: number): number {
  const noon = belgradeInstant(addDays(belgradeTime(createdMs).date, days), TRANSFER_NOON);
  const at = isOpenAt(hours, noon) ? noon : (nextOpening(hours, noon) ?? noon);
  return Math.max(at, readyBy(hours, createdMs));
}
