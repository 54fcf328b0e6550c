import type { DutyShift, Pharmacy } from '../model/types';
import { belgradeDate, dutyState, matchesFilter, pharmacyNow } from './duty';
import { distanceKm } from '@/shared/lib';

/**
 * "Open now", "open 24 hours" and "on duty tonight" on the visitor's clock, read in Belgrade
 * time (docs/api.md, GET /pharmacies/duty): the clock is set with jest's fake timers, and the
 * cases cross midnight and both changes of time.
 */
const h = (open: string, close: string) => ({ open, close });
const STANDARD = [
  h('07:00', '21:00'),
  h('07:00', '21:00'),
  h('07:00', '21:00'),
  h('07:00', '21:00'),
  h('07:00', '21:00'),
  h('08:00', '15:00'),
  null,
];
const ALL_DAY = Array.from({ length: 7 }, () => h('00:00', '24:00'));

const pharmacy = (id: number, hours: Pharmacy['hours']): Pharmacy => ({
  id,
  name: `Apoteka ${id}`,
  address: 'Njegoševa 45, Beograd',
  cityId: 1,
  lat: 44.8,
  lng: 20.47,
  phone: '+381 11 345 6789',
  hours,
  licence: '530-01-1/2019-03',
  pharmacist: 'mr ph. Jelena Petrović',
});
const shift = (pharmacyId: number, night: string, from: string, to: string): DutyShift => ({
  pharmacyId,
  night,
  from: Date.parse(from),
  to: Date.parse(to),
});

const STANDARD_PHARMACY = pharmacy(101, STANDARD);
const NIGHT_PHARMACY = pharmacy(102, STANDARD);
const ROUND_THE_CLOCK = pharmacy(103, ALL_DAY);

/** The clock of the visitor's device, moved by jest's fake timers. */
const clockAt = (iso: string): Date => {
  jest.setSystemTime(new Date(iso));
  return new Date();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('open now across midnight, with a night duty', () => {
  // Saturday 28 November 2026 (UTC+1): pharmacy 102 is on duty 20:00 → Sunday 08:00.
  const shifts = [
    shift(102, '2026-11-28', '2026-11-28T19:00:00Z', '2026-11-29T07:00:00Z'),
    shift(101, '2026-11-29', '2026-11-29T19:00:00Z', '2026-11-30T07:00:00Z'),
  ];

  it('is open by its hours on Saturday afternoon and closed after 15:00', () => {
    expect(pharmacyNow(STANDARD_PHARMACY, shifts, clockAt('2026-11-28T13:59:00Z')).open).toBe(true); // 14:59
    expect(pharmacyNow(STANDARD_PHARMACY, shifts, clockAt('2026-11-28T14:00:00Z')).open).toBe(false); // 15:00
  });

  it('is open through the night for its duty, before and after midnight, and closed at 08:00 on Sunday', () => {
    expect(pharmacyNow(NIGHT_PHARMACY, shifts, clockAt('2026-11-28T18:59:00Z')).open).toBe(false); // 19:59
    const evening = pharmacyNow(NIGHT_PHARMACY, shifts, clockAt('2026-11-28T19:00:00Z')); // 20:00
    expect(evening.open).toBe(true);
    expect(evening.duty.now?.to).toBe(Date.parse('2026-11-29T07:00:00Z'));
    const night = pharmacyNow(NIGHT_PHARMACY, shifts, clockAt('2026-11-28T23:30:00Z')); // Sunday 00:30
    expect(night.open).toBe(true);
    expect(night.onDutyTonight).toBe(true);
    expect(matchesFilter(night, 'open')).toBe(true);
    expect(matchesFilter(night, 'duty')).toBe(true);
    // The other pharmacy's shift is tomorrow night's, not tonight's, though it is already Sunday.
    const other = pharmacyNow(STANDARD_PHARMACY, shifts, clockAt('2026-11-28T23:30:00Z'));
    expect(other.open).toBe(false);
    expect(other.onDutyTonight).toBe(false);
    expect(other.duty.next?.night).toBe('2026-11-29');
    expect(pharmacyNow(NIGHT_PHARMACY, shifts, clockAt('2026-11-29T07:00:00Z')).open).toBe(false); // Sun 08:00
  });

  it('calls the coming night "tonight" once the night before is over', () => {
    const sunday = clockAt('2026-11-29T09:00:00Z'); // Sunday 10:00
    expect(dutyState(shifts, 101, sunday).tonight?.night).toBe('2026-11-29');
    expect(dutyState(shifts, 102, sunday)).toEqual({ now: null, tonight: null, next: null });
  });

  it('counts a round-the-clock pharmacy as open now, open 24 hours and open tonight, at any hour', () => {
    for (const iso of ['2026-11-28T03:00:00Z', '2026-11-28T23:59:00Z', '2026-11-29T12:00:00Z']) {
      const state = pharmacyNow(ROUND_THE_CLOCK, shifts, clockAt(iso));
      expect(state.open).toBe(true);
      expect(matchesFilter(state, 'allDay')).toBe(true);
      expect(matchesFilter(state, 'duty')).toBe(true);
    }
    expect(matchesFilter(pharmacyNow(STANDARD_PHARMACY, shifts, clockAt('2026-11-28T03:00:00Z')), 'allDay')).toBe(
      false,
    );
  });
});

describe('open now across the changes of time (Europe/Belgrade)', () => {
  it('in autumn, keeps a duty open until 08:00 of the new time, an hour longer than 12 hours', () => {
    // Saturday 24 October 2026, 20:00 CEST (18:00Z) → Sunday 25 October 08:00 CET (07:00Z).
    const shifts = [shift(102, '2026-10-24', '2026-10-24T18:00:00Z', '2026-10-25T07:00:00Z')];
    expect(pharmacyNow(NIGHT_PHARMACY, shifts, clockAt('2026-10-25T06:30:00Z')).open).toBe(true); // 07:30 CET
    expect(pharmacyNow(NIGHT_PHARMACY, shifts, clockAt('2026-10-25T07:00:00Z')).open).toBe(false); // 08:00 CET
    expect(belgradeDate(clockAt('2026-10-24T22:30:00Z'))).toBe('2026-10-25'); // 00:30 CEST: already Sunday
  });

  it('in spring, opens by its hours at 07:00 of the new time', () => {
    // Monday 30 March 2026 07:00 CEST is 05:00Z; in winter it would be 06:00Z.
    expect(pharmacyNow(STANDARD_PHARMACY, [], clockAt('2026-03-30T04:59:00Z')).open).toBe(false);
    expect(pharmacyNow(STANDARD_PHARMACY, [], clockAt('2026-03-30T05:00:00Z')).open).toBe(true);
    // Sunday 29 March, the night the clocks go forward: 02:30 does not exist, 03:30 CEST is 01:30Z.
    const shifts = [shift(102, '2026-03-28', '2026-03-28T19:00:00Z', '2026-03-29T06:00:00Z')];
    const state = pharmacyNow(NIGHT_PHARMACY, shifts, clockAt('2026-03-29T01:30:00Z'));
    expect(state.open).toBe(true);
    expect(state.onDutyTonight).toBe(true);
  });
});

describe('distance', () => {
  it('measures a straight line in kilometres', () => {
    // A degree of latitude is 111.2 km; Belgrade's Republic Square to Novi Sad's Liberty Square, 68.7 km.
    expect(distanceKm({ lat: 44, lng: 20 }, { lat: 45, lng: 20 })).toBeCloseTo(111.2, 1);
    expect(distanceKm({ lat: 44.8163, lng: 20.4603 }, { lat: 45.2551, lng: 19.845 })).toBeCloseTo(68.7, 1);
    expect(distanceKm({ lat: 44.8, lng: 20.4 }, { lat: 44.8, lng: 20.4 })).toBe(0);
  });
});
