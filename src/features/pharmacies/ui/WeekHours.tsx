import { FormattedMessage } from 'react-intl';
import type { DayHours } from '../model/types';
import { belgradeMoment, isAllDay } from '../lib/hours';
import { useWeekdayName } from './useWeekdayName';
import styles from './WeekHours.module.css';

const HoursRange = ({ day }: { day: DayHours | null }) => {
  if (!day) return <FormattedMessage id="pharmacies.closedDay" />;
  if (isAllDay(day)) return <FormattedMessage id="pharmacies.allDayShort" />;
  return (
    <>
      {day.open}–{day.close}
    </>
  );
};

/** Today's hours, with the whole week behind a disclosure (today highlighted). */
export const WeekHours = ({ hours, now }: { hours: ReadonlyArray<DayHours | null>; now: Date }) => {
  const weekdayName = useWeekdayName();
  const today = belgradeMoment(now).weekday;
  return (
    <div className={styles.hours}>
      <p className={styles.today}>
        <FormattedMessage id="pharmacies.today" />{' '}
        <strong>
          <HoursRange day={hours[today] ?? null} />
        </strong>
      </p>
      <details className={styles.week}>
        <summary>
          <FormattedMessage id="pharmacies.weekHours" />
        </summary>
        <table className={styles.table}>
          <tbody>
            {hours.map((day, weekday) => (
              <tr
                key={weekday}
                className={weekday === today ? styles.current : undefined}
                aria-current={weekday === today ? 'date' : undefined}
              >
                <th scope="row">{weekdayName(weekday)}</th>
                <td>
                  <HoursRange day={day} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
};
