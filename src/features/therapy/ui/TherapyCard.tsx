import { useRef } from 'react';
import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { CalendarDate } from '@/shared/i18n';
import { useAppDispatch, newIdempotencyKey } from '@/shared/lib';
import { Button, Icon, showToast, checkIcon, clockIcon, trashIcon } from '@/shared/ui';
import { useDeleteTherapyMutation, useReserveMonthMutation, type Therapy } from '../api/therapyApi';
import { pickupWindows, type PickupWindow } from '../lib/windows';
import { downloadCalendar } from './downloadCalendar';
import styles from './Therapy.module.css';

const STATE_LABEL = {
  past: 'therapy.window.past',
  open: 'therapy.window.open',
  upcoming: 'therapy.window.upcoming',
  reserved: 'therapy.window.reserved',
} as const;

const STATE_CLASS = { past: styles.past, open: styles.open, upcoming: '', reserved: '' };

const WindowRow = ({ therapy, window }: { therapy: Therapy; window: PickupWindow }) => {
  const intl = useIntl();
  const [reserve, { isLoading }] = useReserveMonthMutation();
  // One key per month until it is reserved: a retry after a lost answer cannot reserve twice.
  const key = useRef<string | null>(null);
  const onReserve = async () => {
    key.current ??= newIdempotencyKey();
    try {
      await reserve({ id: therapy.id, month: window.month, idempotency_key: key.current }).unwrap();
    } catch {
      // The error toast comes from the app's middleware; the button stays for a retry.
    }
  };
  return (
    <li className={[styles.window, STATE_CLASS[window.state]].join(' ')}>
      <div className={styles.what}>
        <strong>
          <FormattedMessage id="therapy.window.month" values={{ month: window.month, months: therapy.months }} />
          {' · '}
          <CalendarDate day={window.date} />
        </strong>
        <span className={styles.muted}>
          <FormattedMessage
            id="therapy.window.range"
            values={{ start: <CalendarDate day={window.start} />, end: <CalendarDate day={window.end} /> }}
          />
        </span>
        <span className={styles.badge}>
          <FormattedMessage id={STATE_LABEL[window.state]} />
        </span>
      </div>
      {window.reservation ? (
        <p className={styles.reserved} role="status">
          <Icon path={checkIcon} size={18} />
          <span>
            <FormattedMessage
              id="therapy.reserve.done"
              values={{
                number: <Link to={paths.accountOrder(window.reservation.orderId)}>{window.reservation.number}</Link>,
                pharmacy: window.reservation.pharmacyName,
              }}
            />
          </span>
        </p>
      ) : window.state === 'open' ? (
        <Button
          type="button"
          loading={isLoading}
          onClick={() => void onReserve()}
          aria-label={intl.formatMessage(
            { id: 'therapy.reserve.label' },
            { product: therapy.productName, month: window.month },
          )}
        >
          <FormattedMessage id="therapy.reserve.button" />
        </Button>
      ) : null}
    </li>
  );
};

/** One therapy: its pack, preferred pharmacy and windows, the calendar export and removal. */
export const TherapyCard = ({ therapy, today }: { therapy: Therapy; today: string }) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [remove, { isLoading: removing }] = useDeleteTherapyMutation();
  const windows = pickupWindows(therapy, today);
  const titleId = `therapy-${therapy.id}-title`;
  const onRemove = async () => {
    try {
      await remove({ id: therapy.id }).unwrap();
      dispatch(showToast({ tone: 'success', messageId: 'therapy.list.removed' }));
    } catch {
      // The error toast comes from the app's middleware; the therapy stays.
    }
  };
  return (
    <li>
      <article aria-labelledby={titleId} className={styles.card}>
        <h3 id={titleId} className={styles.product}>
          <Link to={paths.detail(therapy.productId)}>{therapy.productName}</Link>
        </h3>
        <p className={styles.muted}>{therapy.packLine}</p>
        <p className={styles.muted}>
          <FormattedMessage
            id="therapy.list.pharmacy"
            values={{ pharmacy: `${therapy.pharmacy.name}, ${therapy.pharmacy.address}` }}
          />
        </p>
        <ol className={styles.windows} aria-label={intl.formatMessage({ id: 'therapy.window.listLabel' })}>
          {windows.map((window) => (
            <WindowRow key={window.month} therapy={therapy} window={window} />
          ))}
        </ol>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={() => downloadCalendar(intl, therapy, windows)}>
            <Icon path={clockIcon} size={18} />
            <FormattedMessage id="therapy.ics.button" />
          </Button>
          <button
            type="button"
            className={styles.remove}
            disabled={removing}
            aria-label={intl.formatMessage({ id: 'therapy.list.removeLabel' }, { product: therapy.productName })}
            onClick={() => void onRemove()}
          >
            <Icon path={trashIcon} size={18} />
            <span>
              <FormattedMessage id="therapy.list.remove" />
            </span>
          </button>
        </div>
      </article>
    </li>
  );
};
