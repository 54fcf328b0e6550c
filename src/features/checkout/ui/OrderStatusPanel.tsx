import type { Order } from '../model/types';
import { isBeforeReady } from '../model/readyNotice';
import { OrderProgress } from './OrderProgress';
import { PickupCode } from './PickupCode';
import { ReadyNotice } from './ReadyNotice';
import styles from './OrderStatusPanel.module.css';

/**
 * Where the order stands, the code to show at the counter while it is open, and the offer of a
 * "ready" notice before it is ready (docs/behaviour.md §19); the reservations of a split
 * (`inVisit`) share one offer of the notice, above them.
 */
export const OrderStatusPanel = ({ order, inVisit = false }: { order: Order; inVisit?: boolean }) => {
  const open = isBeforeReady(order.status) || order.status === 'ready';
  return (
    <div className={styles.panel}>
      <OrderProgress order={order} inVisit={inVisit} />
      {open && order.pickupCode ? <PickupCode number={order.number} code={order.pickupCode} inVisit={inVisit} /> : null}
      {!inVisit && isBeforeReady(order.status) ? <ReadyNotice /> : null}
    </div>
  );
};
