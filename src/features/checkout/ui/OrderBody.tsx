import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Order } from '../model/types';
import { OrderLines } from './OrderLines';
import { OrderPharmacy } from './OrderPharmacy';
import styles from './OrderBody.module.css';

/**
 * What an order holds, laid out the same on the confirmation step and in /lk/orders/:id:
 * its lines, the pharmacy and the contacts. `afterLines` adds an action under the lines.
 */
export const OrderBody = ({ order, afterLines }: { order: Order; afterLines?: ReactNode }) => (
  <div className={styles.columns}>
    <section className={styles.card} aria-labelledby="order-lines-title">
      <h2 id="order-lines-title" className={styles.cardTitle}>
        <FormattedMessage id="orders.lines" />
      </h2>
      <OrderLines order={order} />
      {afterLines}
    </section>
    <div className={styles.side}>
      <div className={styles.card}>
        <OrderPharmacy pharmacy={order.pharmacy} />
      </div>
      <section className={styles.card} aria-labelledby="order-contacts-title">
        <h2 id="order-contacts-title" className={styles.cardTitle}>
          <FormattedMessage id="orders.contacts" />
        </h2>
        <p className={styles.contact}>{order.name}</p>
        <p className={styles.contact}>{order.phone}</p>
        {order.comment ? <p className={styles.comment}>{order.comment}</p> : null}
      </section>
    </div>
  </div>
);
