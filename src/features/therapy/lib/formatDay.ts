import type { IntlShape } from 'react-intl';

/** A calendar day as text in the UI language, read in UTC like CalendarDate (shared/i18n). */
export const formatDay = (intl: IntlShape, day: string): string =>
  intl.formatDate(`${day}T00:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
