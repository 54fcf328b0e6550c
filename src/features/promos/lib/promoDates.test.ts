import { calendarDate, daysLeft, promoPhase, shopToday } from './promoDates';

describe('promo dates', () => {
  it('takes today in Belgrade, not on the visitor clock', () => {
    // 23:30 UTC on 31 March is already 1 April in Belgrade (UTC+2 in summer time).
    expect(shopToday(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(shopToday(new Date('2026-01-15T10:00:00Z'))).toBe('2026-01-15');
  });

  it('a promo runs from its first day on, and is upcoming before it', () => {
    expect(promoPhase({ startsAt: '2026-04-01' }, '2026-04-01')).toBe('running');
    expect(promoPhase({ startsAt: '2026-04-01' }, '2026-03-31')).toBe('upcoming');
  });

  it('counts whole days to the last day, across a daylight-saving change', () => {
    expect(daysLeft({ endsAt: '2026-03-31' }, '2026-03-31')).toBe(0);
    expect(daysLeft({ endsAt: '2026-04-02' }, '2026-03-25')).toBe(8);
  });

  it('reads a calendar date as that day whatever the time zone', () => {
    expect(calendarDate('2026-02-28').toISOString()).toBe('2026-02-28T00:00:00.000Z');
  });
});
