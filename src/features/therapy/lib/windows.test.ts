import { pickupWindows, therapyToday } from './windows';

const therapy = { months: 4, firstDate: '2026-10-31', reservations: [] };

describe('pickup windows', () => {
  test("each month's date is the first date plus n - 1 months, its window ± 7 days", () => {
    const windows = pickupWindows(therapy, '2026-01-01');
    expect(windows.map(({ month, date, start, end }) => ({ month, date, start, end }))).toEqual([
      { month: 1, date: '2026-10-31', start: '2026-10-24', end: '2026-11-07' },
      { month: 2, date: '2026-11-30', start: '2026-11-23', end: '2026-12-07' },
      { month: 3, date: '2026-12-31', start: '2026-12-24', end: '2027-01-07' },
      { month: 4, date: '2027-01-31', start: '2027-01-24', end: '2027-02-07' },
    ]);
  });

  test('past, open (both edges included), upcoming and reserved', () => {
    const states = (today: string, reserved: number[] = []) =>
      pickupWindows(
        {
          ...therapy,
          reservations: reserved.map((month) => ({ month, orderId: 1, number: 'APT-1', pharmacyName: 'A' })),
        },
        today,
      ).map((w) => w.state);
    expect(states('2026-10-23')).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('2026-10-24')).toEqual(['open', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('2026-11-07')).toEqual(['open', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('2026-11-08')).toEqual(['past', 'upcoming', 'upcoming', 'upcoming']);
    expect(states('2026-11-23', [1, 2])).toEqual(['reserved', 'reserved', 'upcoming', 'upcoming']);
    expect(states('2027-03-01')).toEqual(['past', 'past', 'past', 'past']);
  });

  test("today is the pharmacies' date (Belgrade), not the browser's", () => {
    expect(therapyToday(Date.UTC(2026, 10, 23, 23, 30))).toBe('2026-11-24');
    expect(therapyToday(new Date(Date.UTC(2026, 10, 23, 12)))).toBe('2026-11-23');
  });
});
