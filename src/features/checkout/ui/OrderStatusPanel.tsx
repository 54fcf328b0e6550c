import type { Order } from '../model/types';
import { isBeforeReady } from '../model/readyNotice';
import { OrderProgress } from './OrderProgress';
import { PickupCode } from './PickupCode';
import { ReadyNotice } from './ReadyNotice';
import styles from './OrderStatusPanel.module.css';

/**
 * Where the order stands, the code to show at the counter while it is open, and the offer of a
 * "ready" notice before it is ready (docs/behaviour.md §19).
 */
export const OrderStatusPanel = ({ order }: { order: Order }) => {
  const open = isBeforeReady(order.status) || order.status === 'ready';
  return (
    <div className={styles.panel}>
      <OrderProgress order={order} />
      {open && order.pickupCode ? <PickupCode number={order.number} code={order.pickupCode} /> : null}
      {isBeforeReady(order.status) ? <ReadyNotice /> : null}
    </div>
  );
};
