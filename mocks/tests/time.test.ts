import { belgradeTime, isOpenAt, readyBy } from '../lib/time';
import { HOURS_24H, HOURS_TEMPLATES } from '../data/pharmacies';

const STANDARD = HOURS_TEMPLATES[0] ?? []; // Mon–Fri 07–21, Sat 08–15, Sun closed
const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

describe('Europe/Belgrade opening hours', () => {
  it('reads local time in winter and summer', () => {
    expect(belgradeTime(at('2026-11-23T09:00:00Z'))).toEqual({ weekday: 0, minutes: 600, date: '2026-11-23' });
    expect(belgradeTime(at('2026-07-05T22:30:00Z'))).toEqual({ weekday: 0, minutes: 30, date: '2026-07-06' });
  });

  it('knows when a pharmacy is open', () => {
    expect(isOpenAt(STANDARD, at('2026-11-23T06:00:00Z'))).toBe(true); // Mon 07:00
    expect(isOpenAt(STANDARD, at('2026-11-23T05:59:00Z'))).toBe(false);
    expect(isOpenAt(STANDARD, at('2026-11-23T20:00:00Z'))).toBe(false); // Mon 21:00
    expect(isOpenAt(STANDARD, at('2026-11-29T10:00:00Z'))).toBe(false); // Sunday
    expect(isOpenAt(HOURS_24H, at('2026-11-29T02:00:00Z'))).toBe(true);
  });

  it('is ready 2 h after the order when open for those 2 h', () => {
    expect(iso(readyBy(STANDARD, at('2026-11-23T09:00:00Z')))).toBe('2026-11-23T11:00:00.000Z');
    expect(iso(readyBy(STANDARD, at('2026-11-23T17:59:00Z')))).toBe('2026-11-23T19:59:00.000Z'); // 18:59 → 20:59
    expect(iso(readyBy(HOURS_24H, at('2026-11-29T02:17:00Z')))).toBe('2026-11-29T04:17:00.000Z');
  });

  it('is ready 2 h after the next opening otherwise', () => {
    // Mon 19:01, closes at 21:00 → Tue 07:00 + 2 h
    expect(iso(readyBy(STANDARD, at('2026-11-23T18:01:00Z')))).toBe('2026-11-24T08:00:00.000Z');
    // Mon 05:00, before opening → 07:00 + 2 h
    expect(iso(readyBy(STANDARD, at('2026-11-23T04:00:00Z')))).toBe('2026-11-23T08:00:00.000Z');
    // Sat 14:00, closes 15:00, closed Sunday → Mon 07:00 + 2 h
    expect(iso(readyBy(STANDARD, at('2026-11-28T13:00:00Z')))).toBe('2026-11-30T08:00:00.000Z');
    // summer time: Mon 20:00 CEST → Tue 07:00 CEST (05:00Z) + 2 h
    expect(iso(readyBy(STANDARD, at('2026-07-06T18:00:00Z')))).toBe('2026-07-07T07:00:00.000Z');
  });
});
