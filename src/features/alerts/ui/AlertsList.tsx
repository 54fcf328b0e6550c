import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectHasToken, type AuthState } from '@/features/auth';
import { paths } from '@/shared/config';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { Icon, ListSection, showToast, trashIcon } from '@/shared/ui';
import { useDeleteAlertMutation, useGetAlertsQuery, type StockAlert } from '../api/alertsApi';
import { selectAlertKeys, type AlertsState } from '../model/alertsSlice';
import styles from './AlertsList.module.css';

const AlertRow = ({ alert }: { alert: StockAlert }) => {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [remove, { isLoading }] = useDeleteAlertMutation();
  const onRemove = async () => {
    try {
      await remove({ key: alert.key }).unwrap();
      dispatch(showToast({ tone: 'success', messageId: 'alerts.list.removed' }));
    } catch {
      // The error toast comes from the app's middleware; the row stays.
    }
  };
  return (
    <li className={styles.row}>
      <div className={styles.what}>
        <Link to={paths.detail(alert.productId)} className={styles.product}>
          {alert.productName}
        </Link>
        <span>{alert.cityName}</span>
        <span className={styles.muted}>
          {intl.formatMessage(
            { id: alert.channel === 'phone' ? 'alerts.list.channelPhone' : 'alerts.list.channelEmail' },
            { contact: alert.contact },
          )}
        </span>
        <span className={alert.firedAt ? styles.fired : styles.waiting}>
          {alert.firedAt
            ? intl.formatMessage(
                { id: 'alerts.list.fired' },
                { date: intl.formatDate(alert.firedAt, { dateStyle: 'medium', timeStyle: 'short' }) },
              )
            : intl.formatMessage({ id: 'alerts.list.waiting' })}
        </span>
      </div>
      <button
        type="button"
        className={styles.remove}
        disabled={isLoading}
        aria-label={intl.formatMessage(
          { id: 'alerts.list.removeLabel' },
          { product: alert.productName, city: alert.cityName },
        )}
        onClick={() => void onRemove()}
      >
        <Icon path={trashIcon} size={18} />
        <span>
          <FormattedMessage id="alerts.list.remove" />
        </span>
      </button>
    </li>
  );
};

/**
 * /lk: the stock alerts of this client and of this browser (docs/behaviour.md §17), each with
 * its product, city, channel and status, and a remove button. Asked afresh on each visit of
 * the page, so a fired alert shows as such; without a token it asks nothing (docs/decisions.md,
 * "Flows owned by the store", Session end).
 */
export const AlertsList = () => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const keys = useStateSelector((state: { alerts: AlertsState }) => selectAlertKeys(state));
  const { data, isError, refetch } = useGetAlertsQuery(hasToken ? { keys } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <ListSection
      id="alerts-title"
      intro={{ title: 'alerts.list.title', text: 'alerts.list.lead' }}
      list={{ isError, data, refetch }}
      empty="alerts.list.empty"
    >
      {(alerts) => (
        <ul className={styles.list}>
          {alerts.map((alert) => (
            <AlertRow key={alert.key} alert={alert} />
          ))}
        </ul>
      )}
    </ListSection>
  );
};
