import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { Button, Icon } from '@/shared/ui';
import { selectReadyNotice, type CheckoutState } from '../model/checkoutSlice';
import { readyNoticeRequested } from '../model/readyNotice';
import styles from './ReadyNotice.module.css';

const STATUS = {
  unsupported: 'orders.notice.unsupported',
  denied: 'orders.notice.denied',
  granted: 'orders.notice.on',
} as const;

/**
 * "Tell me when it is ready": the browser is asked only from the shopper's press
 * (docs/decisions.md, "Order status and the ready notice"); without the API, or once refused,
 * the page says so instead of offering it.
 */
export const ReadyNotice = () => {
  const dispatch = useAppDispatch();
  const permission = useStateSelector((state: { checkout: CheckoutState }) => selectReadyNotice(state));
  return (
    <div className={styles.notice}>
      <Icon name="info" size={18} />
      {permission === 'default' ? (
        <>
          <p className={styles.muted}>
            <FormattedMessage id="orders.notice.lead" />
          </p>
          <Button type="button" variant="secondary" onClick={() => void dispatch(readyNoticeRequested())}>
            <FormattedMessage id="orders.notice.button" />
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
