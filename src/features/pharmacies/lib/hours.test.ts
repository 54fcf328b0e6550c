import { belgradeMoment, openState, todayHours } from './hours';
import type { DayHours } from '../model/types';

const h = (open: string, close: string): DayHours => ({ open, close });
/** Weekdays 07–21, Saturday 08–15, Sunday closed. */
const STANDARD = [...Array.from({ length: 5 }, () => h('07:00', '21:00')), h('08:00', '15:00'), null];
const ALL_DAY = Array.from({ length: 7 }, () => h('00:00', '24:00'));

// 23 November 2026 is a Monday; Belgrade is UTC+1 in winter and UTC+2 in summer.
const winter = (isoLocalDay: string, time: string) => new Date(`${isoLocalDay}T${time}:00+01:00`);

describe('pharmacy hours in Belgrade time', () => {
  it('reads the Belgrade weekday and time whatever the instant is written in', () => {
    expect(belgradeMoment(new Date('2026-11-23T06:30:00Z'))).toEqual({ weekday: 0, minutes: 7 * 60 + 30 });
    // 23:30 UTC on Sunday is already Monday 00:30 in Belgrade.
    expect(belgradeMoment(new Date('2026-11-22T23:30:00Z'))).toEqual({ weekday: 0, minutes: 30 });
    // Summer time: 10:00 UTC is 12:00 in Belgrade.
    expect(belgradeMoment(new Date('2026-07-01T10:00:00Z'))).toEqual({ weekday: 2, minutes: 12 * 60 });
  });

  it('is open from the opening minute until just before closing', () => {
    expect(openState(STANDARD, winter('2026-11-23', '07:00'))).toEqual({ kind: 'open', closesAt: '21:00' });
    expect(openState(STANDARD, winter('2026-11-23', '20:59'))).toEqual({ kind: 'open', closesAt: '21:00' });
    expect(openState(STANDARD, winter('2026-11-23', '21:00'))).toMatchObject({
      kind: 'closed',
      opensAt: '07:00',
      opensTomorrow: true,
    });
  });

  it('says when a closed pharmacy opens: later today, tomorrow or on a named day', () => {
    expect(openState(STANDARD, winter('2026-11-23', '06:15'))).toMatchObject({
      kind: 'closed',
      opensAt: '07:00',
      opensToday: true,
    });
    expect(openState(STANDARD, winter('2026-11-28', '16:00'))).toMatchObject({
      kind: 'closed',
      opensAt: '07:00',
      opensWeekday: 0,
      opensToday: false,
      opensTomorrow: false,
    });
    expect(openState(STANDARD, winter('2026-11-29', '12:00'))).toMatchObject({
      kind: 'closed',
      opensWeekday: 0,
      opensTomorrow: true,
    });
  });

  it('knows a pharmacy open round the clock and one that is never open', () => {
    expect(openState(ALL_DAY, winter('2026-11-29', '03:00'))).toEqual({ kind: 'allDay' });
    expect(openState([null, null, null, null, null, null, null], winter('2026-11-23', '10:00'))).toEqual({
      kind: 'closedForWeek',
    });
  });

  it('treats 24:00 as open until midnight', () => {
    const lateSunday = [...STANDARD.slice(0, 6), h('10:00', '24:00')];
    expect(openState(lateSunday, winter('2026-11-29', '23:59'))).toEqual({ kind: 'open', closesAt: '24:00' });
  });

  it("gives today's hours", () => {
    expect(todayHours(STANDARD, winter('2026-11-28', '10:00'))).toEqual(h('08:00', '15:00'));
    expect(todayHours(STANDARD, winter('2026-11-29', '10:00'))).toBeNull();
  });
});
