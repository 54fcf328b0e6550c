import { SHOP_TIME_ZONE } from '@/shared/config';
import type { DayHours } from '../model/types';

const WEEKDAYS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const DAY_MINUTES = 24 * 60;

let formatter: Intl.DateTimeFormat | null = null;
const belgradeFormatter = (): Intl.DateTimeFormat => {
  formatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return formatter;
};

export interface LocalMoment {
  /** 0 = Monday … 6 = Sunday (the order of `hours`). */
  weekday: number;
  /** Minutes since local midnight. */
  minutes: number;
}

/** The wall-clock day and time in Belgrade at an instant. */
export const belgradeMoment = (at: Date): LocalMoment => {
  const parts = belgradeFormatter().formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes): string => parts.find((part) => part.type === type)?.value ?? '';
  return { weekday: WEEKDAYS[get('weekday')] ?? 0, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
};

const toMinutes = (hhmm: string): number => {
  const [hours, minutes] = hhmm.split(':');
  return Number(hours) * 60 + Number(minutes);
};

export const isAllDay = (day: DayHours | null | undefined): boolean =>
  day !== null && day !== undefined && toMinutes(day.open) === 0 && toMinutes(day.close) >= DAY_MINUTES;

export type OpenState =
  | { kind: 'allDay' }
  | { kind: 'open'; closesAt: string }
  | { kind: 'closed'; opensAt: string; opensWeekday: number; opensToday: boolean; opensTomorrow: boolean }
  | { kind: 'closedForWeek' };

/**
 * Open right now, and until when; or when it opens next. Hours never cross midnight in the
 * data, except "24:00", which closes at midnight (and a pharmacy open round the clock never closes).
 */
export const openState = (hours: ReadonlyArray<DayHours | null>, at: Date): OpenState => {
  const now = belgradeMoment(at);
  const today = hours[now.weekday] ?? null;
  if (hours.length === 7 && hours.every(isAllDay)) return { kind: 'allDay' };
  if (today && now.minutes >= toMinutes(today.open) && now.minutes < toMinutes(today.close)) {
    return { kind: 'open', closesAt: today.close };
  }
  for (let offset = 0; offset < 8; offset += 1) {
    const weekday = (now.weekday + offset) % 7;
    const day = hours[weekday];
    if (!day) continue;
    if (offset === 0 && now.minutes >= toMinutes(day.open)) continue;
    return {
      kind: 'closed',
      opensAt: day.open,
      opensWeekday: weekday,
      opensToday: offset === 0,
      opensTomorrow: offset === 1,
    };
  }
  return { kind: 'closedForWeek' };
};

/** Today's hours in Belgrade (null: closed today). */
export const todayHours = (hours: ReadonlyArray<DayHours | null>, at: Date): DayHours | null =>
  hours[belgradeMoment(at).weekday] ?? null;
