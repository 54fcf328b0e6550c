import { FormattedMessage } from 'react-intl';
import type { DayHours } from '../model/types';
import { openState } from '../lib/hours';
import styles from './OpenStatus.module.css';

/** "Open now · until 21:00" or "Closed · opens tomorrow at 07:00", in Belgrade time. */
export const OpenStatus = ({ hours, now }: { hours: ReadonlyArray<DayHours | null>; now: Date }) => {
  const state = openState(hours, now);
  if (state.kind === 'allDay' || state.kind === 'open') {
    return (
      <p className={`${styles.status} ${styles.open}`}>
        <span className={styles.dot} aria-hidden="true" />
        <strong>
          <FormattedMessage id="pharmacies.openNow" />
        </strong>
        <span>
          {state.kind === 'allDay' ? (
            <FormattedMessage id="pharmacies.allDay" />
          ) : (
            <FormattedMessage id="pharmacies.until" values={{ time: state.closesAt }} />
          )}
        </span>
      </p>
    );
  }
  return (
    <p className={`${styles.status} ${styles.closed}`}>
      <span className={styles.dot} aria-hidden="true" />
      <strong>
        <FormattedMessage id="pharmacies.closedNow" />
      </strong>
      {state.kind === 'closed' ? (
        <span>
          {state.opensToday ? (
            <FormattedMessage id="pharmacies.opensToday" values={{ time: state.opensAt }} />
          ) : state.opensTomorrow ? (
            <FormattedMessage id="pharmacies.opensTomorrow" values={{ time: state.opensAt }} />
          ) : (
            <FormattedMessage
              id="pharmacies.opensOn"
              values={{ time: state.opensAt, weekday: String(state.opensWeekday) }}
            />
          )}
        </span>
      ) : null}
    </p>
  );
};
