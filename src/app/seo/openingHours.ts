import type { DayHours } from '@/features/pharmacies';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => `https://schema.org/${day}`,
);

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

/**
 * Our "24:00" (open until midnight) becomes "23:59", the form Google documents for "until the
 * end of the day"; schema.org's Time has no 24:00, and "00:00" would read as closing at dawn.
 */
const closes = (close: string): string => (close === '24:00' ? '23:59' : close);

/**
 * The week (Monday first) as schema.org opening hours, days with the same hours in one entry.
 * A closed day (null) is left out: schema.org reads a day without an entry as closed.
 */
export const openingHoursSpecification = (hours: ReadonlyArray<DayHours | null>): OpeningHoursSpecification[] => {
  const groups = new Map<string, OpeningHoursSpecification>();
  hours.slice(0, 7).forEach((day, index) => {
    const dayOfWeek = DAYS[index];
    if (!day || !dayOfWeek) return;
    const key = `${day.open}-${day.close}`;
    const group = groups.get(key) ?? {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [],
      opens: day.open,
      closes: closes(day.close),
    };
    group.dayOfWeek.push(dayOfWeek);
    groups.set(key, group);
  });
  return [...groups.values()];
};
