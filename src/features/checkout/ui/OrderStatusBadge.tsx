import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/shared/i18n';
import type { OrderStatus } from '../model/types';
import styles from './OrderStatusBadge.module.css';

const LABELS: Record<OrderStatus, MessageId> = {
  accepted: 'orders.status.accepted',
  preparing: 'orders.status.preparing',
  ready: 'orders.status.ready',
  picked_up: 'orders.status.pickedUp',
  cancelled: 'orders.status.cancelled',
  expired: 'orders.status.expired',
};

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => (
  <span className={`${styles.badge} ${styles[status]}`}>
    <FormattedMessage id={LABELS[status]} />
  </span>
);
