import { addDays, addMonths, dateIn } from '@/shared/lib';
import { SHOP_TIME_ZONE } from '@/shared/config';
import type { Therapy } from '../api/therapyApi';

/** Each monthly pack is collected within this many days either side of its date (docs/behaviour.md §18). */
const WINDOW_DAYS = 7;

type WindowState = 'past' | 'open' | 'upcoming' | 'reserved';

export interface PickupWindow {
  /** 1-based */
  month: number;
  /** YYYY-MM-DD: the pack's date; the window is `start` to `end`, both included */
  date: string;
  start: string;
  end: string;
  state: WindowState;
  reservation: Therapy['reservations'][number] | undefined;
}

/**
 * "Today" of every window: the pharmacies' calendar date of the browser's clock, the same date
 * the mock checks a reservation against. Tests move it with Playwright's `page.clock`, which the
 * app and the in-page mock both read.
 */
export const therapyToday = (now: Date | number = Date.now()): string => dateIn(SHOP_TIME_ZONE, now);

/** Month n's date is the first date plus n - 1 months; a reserved month stays reserved whatever the date. */
export const pickupWindows = (
  therapy: Pick<Therapy, 'months' | 'firstDate' | 'reservations'>,
  today: string,
): PickupWindow[] =>
  Array.from({ length: therapy.months }, (_, index) => {
    const month = index + 1;
    const date = addMonths(therapy.firstDate, index);
    const start = addDays(date, -WINDOW_DAYS);
    const end = addDays(date, WINDOW_DAYS);
    const reservation = therapy.reservations.find((r) => r.month === month);
    const state: WindowState = reservation ? 'reserved' : today > end ? 'past' : today < start ? 'upcoming' : 'open';
    return { month, date, start, end, state, reservation };
  });
