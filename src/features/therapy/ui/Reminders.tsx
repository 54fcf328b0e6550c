import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { Button, Icon } from '@/shared/ui';
import { remindersRequested, selectReminderPermission, type TherapyState } from '../model/reminders';
import styles from './Therapy.module.css';

const STATUS = {
  unsupported: 'therapy.reminders.unsupported',
  denied: 'therapy.reminders.denied',
  granted: 'therapy.reminders.on',
} as const;

/**
 * "Remind me": the browser is asked only when the shopper clicks (docs/decisions.md, "My
 * therapy"). Without the API, or once refused, the page says so instead of offering it.
 */
export const Reminders = () => {
  const dispatch = useAppDispatch();
  const permission = useStateSelector((state: { therapy: TherapyState }) => selectReminderPermission(state));
  return (
    <div className={styles.reminders}>
      <Icon name="info" size={18} />
      {permission === 'default' ? (
        <>
          <p className={styles.muted}>
            <FormattedMessage id="therapy.reminders.lead" />
          </p>
          <Button type="button" variant="secondary" onClick={() => void dispatch(remindersRequested())}>
            <FormattedMessage id="therapy.reminders.button" />
          </Button>
        </>
      ) : (
        <p role="status" className={styles.muted}>
          <FormattedMessage id={STATUS[permission]} />
        </p>
      )}
    </div>
  );
};
