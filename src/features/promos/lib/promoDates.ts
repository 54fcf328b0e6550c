import type { IntlShape } from 'react-intl';
import { SHOP_TIME_ZONE } from '@/shared/config';
import type { Promo, PromoPhase } from '../model/types';

/** Promo dates are Serbian calendar days, whatever the visitor's clock says. */

/** Today's date in Belgrade as `YYYY-MM-DD` (en-CA formats dates that way). */
export const shopToday = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** `YYYY-MM-DD` strings compare as dates. */
export const promoPhase = (promo: Pick<Promo, 'startsAt'>, today: string): PromoPhase =>
  promo.startsAt <= today ? 'running' : 'upcoming';

/** A calendar date as a UTC midnight, to be formatted in UTC so no time zone shifts the day. */
export const calendarDate = (isoDate: string): Date => {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

/** Whole days from today until the promo's last day (0 = it ends today). */
export const daysLeft = (promo: Pick<Promo, 'endsAt'>, today: string): number =>
  Math.round((calendarDate(promo.endsAt).getTime() - calendarDate(today).getTime()) / 86_400_000);

const DATE = { day: 'numeric', month: 'long', timeZone: 'UTC' } as const;

/**
 * A promo's dates. Two dates, not Intl's range: range patterns differ between ICU versions
 * (spacing around the dash), and the prerendered text must equal the browser's (docs/decisions.md).
 * Here, not beside the card, so that the promotion's banner above its products does not bring
 * the card's code into the catalogue page.
 */
export const promoDateRange = (intl: IntlShape, promo: Pick<Promo, 'startsAt' | 'endsAt'>): string =>
  `${intl.formatDate(calendarDate(promo.startsAt), DATE)} – ${intl.formatDate(calendarDate(promo.endsAt), DATE)}`;
