import { Link } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { paths } from '@/shared/config';
import { useFormatMoney } from '@/shared/i18n';
import { UnitPrice } from '@/features/catalog';
import type { Order } from '../model/types';
import { useFormatOrderTime } from '../lib/formatTime';
import { OrderStatusBadge } from './OrderStatusBadge';
import { RepeatOrderButton } from './RepeatOrderButton';
import styles from './OrderCard.module.css';

const SHOWN_LINES = 3;

/** One order in the list: number, date, status, pharmacy, the first lines and the total. */
export const OrderCard = ({ order, level = 2 }: { order: Order; level?: 2 | 3 }) => {
  const Heading = level === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatTime = useFormatOrderTime();
  const titleId = `order-${order.id}`;
  const more = order.lines.length - SHOWN_LINES;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <div>
          <Heading id={titleId} className={styles.number}>
            <Link to={paths.accountOrder(order.id)}>{order.number}</Link>
          </Heading>
          <p className={styles.date}>
            <time dateTime={order.createdAt}>{formatTime(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <p className={styles.pharmacy}>
        {order.pharmacy.name} · {order.pharmacy.address}
      </p>
      <ul className={styles.lines}>
        {order.lines.slice(0, SHOWN_LINES).map((line) => (
          <li key={line.id}>
            {line.name} <span className={styles.quantity}>× {line.quantity}</span>
            <UnitPrice price={line.price} unit={line.packUnit} atPharmacy={line.allowSafety || line.price === null} />
          </li>
        ))}
        {more > 0 ? (
          <li className={styles.more}>
            <FormattedMessage id="orders.moreLines" values={{ count: more }} />
          </li>
        ) : null}
      </ul>
      <footer className={styles.footer}>
        <p className={styles.total}>
          <FormattedMessage id="cart.summary.total" />: <strong>{formatMoney(order.total)}</strong>{' '}
          <span className={styles.vat}>
            <FormattedMessage id="cart.vat.short" />
          </span>
        </p>
        <div className={styles.actions}>
          <RepeatOrderButton order={order} />
          <Link
            to={paths.accountOrder(order.id)}
            className={styles.details}
            aria-label={intl.formatMessage({ id: 'orders.detailsLabel' }, { number: order.number })}
          >
            <FormattedMessage id="orders.details" />
          </Link>
        </div>
      </footer>
    </article>
  );
};
