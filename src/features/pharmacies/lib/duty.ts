import type { DutyShift, Pharmacy } from '../model/types';
import { SHOP_TIME_ZONE } from '@/shared/config';
import { isAllDay, openState } from './hours';

let dateFormatter: Intl.DateTimeFormat | null = null;

/** The Belgrade calendar date of an instant, `YYYY-MM-DD` (the `night` of docs/api.md, GET /pharmacies/duty). */
export const belgradeDate = (at: Date): string => {
  dateFormatter ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return dateFormatter.format(at);
};

/** A pharmacy's night duty as it stands at an instant. */
export interface DutyState {
  /** The shift in progress: the pharmacy is open for it whatever its hours say. */
  now: DutyShift | null;
  /** Its shift of tonight: the night in progress, or the one starting today. */
  tonight: DutyShift | null;
  /** Its first shift not yet over (tonight's or a later night's). */
  next: DutyShift | null;
}

const NO_DUTY: DutyState = { now: null, tonight: null, next: null };

/**
 * The duty of one pharmacy at `at`. "Tonight" is the night the city's duty is on at the moment:
 * the night of a shift in progress, else the night that starts on today's Belgrade date; so at
 * 03:00 it is still the night that began yesterday evening, and at 10:00 the coming one.
 */
export const dutyState = (shifts: readonly DutyShift[], pharmacyId: number, at: Date): DutyState => {
  const time = at.getTime();
  const running = shifts.filter((shift) => shift.to > time);
  if (running.length === 0) return NO_DUTY;
  const inProgress = running.find((shift) => shift.from <= time);
  const tonight = inProgress?.night ?? belgradeDate(at);
  const own = running.filter((shift) => shift.pharmacyId === pharmacyId).sort((a, b) => a.from - b.from);
  const next = own[0] ?? null;
  return {
    now: next && next.from <= time ? next : null,
    tonight: own.find((shift) => shift.night === tonight) ?? null,
    next,
  };
};

/** What the page's filters ask of a pharmacy at an instant. */
export interface PharmacyNow {
  open: boolean;
  allDay: boolean;
  onDutyTonight: boolean;
  duty: DutyState;
}

export const pharmacyNow = (pharmacy: Pharmacy, shifts: readonly DutyShift[], at: Date): PharmacyNow => {
  const duty = dutyState(shifts, pharmacy.id, at);
  const state = openState(pharmacy.hours, at);
  const allDay = pharmacy.hours.length === 7 && pharmacy.hours.every(isAllDay);
  return {
    open: duty.now !== null || state.kind === 'open' || state.kind === 'allDay',
    allDay,
    onDutyTonight: duty.tonight !== null,
    duty,
  };
};

export type PharmacyFilter = 'all' | 'open' | 'allDay' | 'duty';
export const PHARMACY_FILTERS: readonly PharmacyFilter[] = ['all', 'open', 'allDay', 'duty'];

/** Does the pharmacy belong in the list under a filter? "On duty tonight" counts the round-the-clock ones too. */
export const matchesFilter = (state: PharmacyNow, filter: PharmacyFilter): boolean => {
  if (filter === 'open') return state.open;
  if (filter === 'allDay') return state.allDay;
  if (filter === 'duty') return state.onDutyTonight || state.allDay;
  return true;
};
