import type { IntlShape } from 'react-intl';
import type { Therapy } from '../api/therapyApi';
import { formatDay } from '../lib/formatDay';
import { buildCalendar, calendarFileName } from '../lib/ics';
import type { PickupWindow } from '../lib/windows';

/** How long the file's address stays valid: long enough for any browser to start saving it. */
const URL_LIFETIME_MS = 60_000;

/** "Add to calendar": the windows as an .ics file, made here and saved by the browser. */
export const downloadCalendar = (intl: IntlShape, therapy: Therapy, windows: readonly PickupWindow[]): void => {
  const events = windows.map((window) => ({
    uid: `therapy-${therapy.id}-month-${window.month}@${location.hostname}`,
    start: window.start,
    end: window.end,
    summary: intl.formatMessage(
      { id: 'therapy.ics.summary' },
      { product: therapy.productName, month: window.month, months: therapy.months },
    ),
    description: intl.formatMessage(
      { id: 'therapy.ics.description' },
      {
        product: therapy.productName,
        pack: therapy.packLine,
        date: formatDay(intl, window.date),
        pharmacy: therapy.pharmacy.name,
      },
    ),
    location: `${therapy.pharmacy.name}, ${therapy.pharmacy.address}`,
  }));
  const blob = new Blob([buildCalendar(events, new Date())], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = calendarFileName(therapy.productName);
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
};
