import { FormattedMessage } from 'react-intl';
import { Icon, checkIcon, clockIcon, tagIcon } from '@/shared/ui';
import type { Order } from '../model/types';
import { useFormatOrderTime } from '../lib/formatTime';
import styles from './PickupFacts.module.css';

const HOLD_HOURS = 48;

/** When the order can be picked up, how long it is held, and how it is paid. */
export const PickupFacts = ({ order }: { order: Order }) => {
  const formatTime = useFormatOrderTime();
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <Icon path={clockIcon} size={20} />
        <dt>
          <FormattedMessage id="orders.readyBy" />
        </dt>
        <dd>{formatTime(order.readyBy)}</dd>
      </div>
      <div className={styles.fact}>
        <Icon path={checkIcon} size={20} />
        <dt>
          <FormattedMessage id="orders.holdUntil" values={{ hours: HOLD_HOURS }} />
        </dt>
        <dd>{formatTime(order.holdUntil)}</dd>
      </div>
      <div className={styles.fact}>
        <Icon path={tagIcon} size={20} />
        <dt>
          <FormattedMessage id="orders.payment" />
        </dt>
        <dd>
          <FormattedMessage id="orders.paymentAtPharmacy" />
        </dd>
      </div>
    </dl>
  );
};
