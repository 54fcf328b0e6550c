import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** 1 January 2024 was a Monday: day n of that week names weekday n (Monday = 0) in any language. */
const MONDAY_UTC = Date.UTC(2024, 0, 1, 12);
const DAY_MS = 24 * 60 * 60 * 1000;

export const useWeekdayName = (): ((weekday: number) => string) => {
  const intl = useIntl();
  return useCallback(
    (weekday: number) => intl.formatDate(new Date(MONDAY_UTC + weekday * DAY_MS), { weekday: 'long', timeZone: 'UTC' }),
    [intl],
  );
};
