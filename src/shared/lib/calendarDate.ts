/**
 * Calendar dates as `YYYY-MM-DD` strings: a date with no time of day and no time zone, which
 * is what a pickup date or an all-day calendar event is. Arithmetic goes through UTC so that
 * no daylight-saving shift can move a date.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const toUtc = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
const fromUtc = (date: Date): string => date.toISOString().slice(0, 10);

/** A real calendar date written as `YYYY-MM-DD` (not 2026-02-30). */
export const isIsoDate = (value: string): boolean => {
  if (!ISO_DATE.test(value)) return false;
  const date = toUtc(value);
  return !Number.isNaN(date.getTime()) && fromUtc(date) === value;
};

export const addDays = (iso: string, days: number): string => {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
};

/** `months` later on the same day, or the month's last day when it has no such day (31 Jan + 1 = 28/29 Feb). */
export const addMonths = (iso: string, months: number): string => {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return fromUtc(target);
};

/** The calendar date of an instant in a time zone. */
export const dateIn = (timeZone: string, instant: Date | number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
