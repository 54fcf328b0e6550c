import { addDays, addMonths, dateIn, isIsoDate } from './calendarDate';

describe('calendar dates', () => {
  test('a month later keeps the day, or takes the month’s last day', () => {
    expect(addMonths('2026-03-15', 1)).toBe('2026-04-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-10-31', 0)).toBe('2026-10-31');
  });

  test('days across a month, a year and a daylight-saving change', () => {
    expect(addDays('2026-03-25', 7)).toBe('2026-04-01');
    expect(addDays('2027-01-03', -7)).toBe('2026-12-27');
    expect(addDays('2026-10-20', 7)).toBe('2026-10-27');
  });

  test('only real dates in the ISO form are dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  test('the date of an instant depends on the time zone', () => {
    const lateEvening = Date.UTC(2026, 5, 30, 22, 30);
    expect(dateIn('UTC', lateEvening)).toBe('2026-06-30');
    expect(dateIn('Europe/Belgrade', lateEvening)).toBe('2026-07-01');
  });
});
