import { FormattedMessage } from 'react-intl';
import { EarnedPoints } from '@/features/loyalty';
import type { Order } from '../model/types';
import { isBeforeReady } from '../model/readyNotice';
import { AcceptedHero } from './AcceptedHero';
import { FollowedOrder } from './FollowedOrder';
import { OrderLines } from './OrderLines';
import { ReadyNotice } from './ReadyNotice';
import styles from './VisitConfirmation.module.css';

/**
 * Step 4 after a split: the reservations one confirmation placed, each with its own number,
 * pharmacy, status, pickup code, ready-by time and 48 h hold, and its lines; one offer of the
 * "ready" notice serves them all.
 */
export const VisitConfirmation = ({ orders }: { orders: readonly Order[] }) => (
  <>
    <AcceptedHero title={<FormattedMessage id="orders.visit.acceptedTitle" values={{ count: orders.length }} />}>
      <p className={styles.heroText}>
        <FormattedMessage id="orders.visit.acceptedText" />
      </p>
    </AcceptedHero>
    {orders.some((order) => isBeforeReady(order.status)) ? <ReadyNotice /> : null}
    <ol className={styles.orders}>
      {orders.map((order) => (
        <li key={order.id}>
          <section className={styles.order} aria-labelledby={`visit-order-${order.id}`}>
            <h3 id={`visit-order-${order.id}`} className={styles.orderTitle}>
              <FormattedMessage
                id="orders.visit.reservationAt"
                values={{ number: <strong key="number">{order.number}</strong>, pharmacy: order.pharmacy.name }}
              />
            </h3>
            <p className={styles.address}>{order.pharmacy.address}</p>
            <EarnedPoints points={order.points} onPickup />
            <FollowedOrder placed={order} inVisit />
            <OrderLines order={order} />
          </section>
        </li>
      ))}
    </ol>
  </>
);
