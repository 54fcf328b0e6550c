import { FormattedDate } from 'react-intl';

/**
 * A calendar day (`2026-03-01`) written out in the UI language. It is formatted in UTC, where
 * the day is read, so no time zone can move it to the day before.
 */
export const CalendarDate = ({ day }: { day: string }) => (
  <FormattedDate value={`${day}T00:00:00Z`} day="numeric" month="long" year="numeric" timeZone="UTC" />
);
