import { FormattedMessage, useIntl } from 'react-intl';
import { Icon, clockIcon } from '@/shared/ui';
import type { DutyState } from '../lib/duty';
import styles from './DutyLine.module.css';

/** A time of a shift on the shop's clock (the intl's time zone, Belgrade), "20:00". */
export const useDutyTime = () => {
  const intl = useIntl();
  return (ms: number): string => intl.formatTime(ms, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
};

/**
 * The pharmacy's night duty: tonight's, else its next one in the rota, else none this week.
 * The line is always there for a pharmacy that is not open round the clock, so when the time of
 * day changes what it says, nothing around it moves (docs/decisions.md, "On-duty pharmacies and the map").
 */
export const DutyLine = ({ duty }: { duty: DutyState }) => {
  const intl = useIntl();
  const time = useDutyTime();
  const shift = duty.tonight ?? duty.next;
  return (
    <p className={duty.tonight ? `${styles.duty} ${styles.tonight}` : styles.duty}>
      <Icon path={clockIcon} size={16} />
      {duty.tonight ? (
        <FormattedMessage
          id="pharmacies.duty.tonight"
          values={{ from: time(duty.tonight.from), to: time(duty.tonight.to) }}
        />
      ) : shift ? (
        <FormattedMessage
          id="pharmacies.duty.next"
          values={{
            date: intl.formatDate(shift.from, {
              weekday: 'long',
              day: 'numeric',
              month: 'numeric',
            }),
            from: time(shift.from),
            to: time(shift.to),
          }}
        />
      ) : (
        <FormattedMessage id="pharmacies.duty.none" />
      )}
    </p>
  );
};
