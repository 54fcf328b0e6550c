import { FormattedMessage } from 'react-intl';
import type { DayHours } from '../model/types';
import { openState } from '../lib/hours';
import { useDutyTime } from './DutyLine';
import styles from './OpenStatus.module.css';

/**
 * "Open now · until 21:00" or "Closed · opens tomorrow at 07:00", in Belgrade time. Given the
 * end of a night duty in progress (`dutyUntil`, docs/api.md, GET /pharmacies/duty), it is open
 * for that whatever its hours say.
 */
export const OpenStatus = ({
  hours,
  now,
  dutyUntil,
}: {
  hours: ReadonlyArray<DayHours | null>;
  now: Date;
  dutyUntil?: number | undefined;
}) => {
  const state = openState(hours, now);
  const time = useDutyTime();
  const openUntil =
    dutyUntil !== undefined && state.kind !== 'allDay' ? (
      <FormattedMessage id="pharmacies.duty.until" values={{ time: time(dutyUntil) }} />
    ) : state.kind === 'allDay' ? (
      <FormattedMessage id="pharmacies.allDay" />
    ) : state.kind === 'open' ? (
      <FormattedMessage id="pharmacies.until" values={{ time: state.closesAt }} />
    ) : null;
  if (openUntil) {
    return (
      <p className={`${styles.status} ${styles.open}`}>
        <span className={styles.dot} aria-hidden="true" />
        <strong>
          <FormattedMessage id="pharmacies.openNow" />
        </strong>
        <span>{openUntil}</span>
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
