import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { paths } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { EmptyState, ErrorState, Icon, LoadingState, arrowLeftIcon } from '@/shared/ui';
import { selectHasToken, type AuthState } from '@/features/auth';
import { checkoutApi, useGetOrderQuery } from '../api/checkoutApi';
import { followInterval } from '../lib/follow';
import { isBeforeReady } from '../model/readyNotice';
import { useFormatOrderTime } from '../lib/formatTime';
import { OrderBody } from './OrderBody';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderStatusPanel } from './OrderStatusPanel';
import { PickupFacts } from './PickupFacts';
import { RepeatOrderButton } from './RepeatOrderButton';
import styles from './OrderDetail.module.css';

const BackToOrders = () => (
  <Link to={paths.accountOrders} className={styles.back}>
    <Icon path={arrowLeftIcon} size={18} />
    <FormattedMessage id="orders.back" />
  </Link>
);

/**
 * One order of the signed-in client (/lk/orders/:id), followed while open (docs/behaviour.md
 * §19); nothing is asked without a token.
 */
export const OrderDetail = ({ id }: { id: number }) => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const args = hasToken ? { id } : skipToken;
  // The last answer decides when to ask again (lib/follow.ts); polling ends with the page.
  const known = checkoutApi.endpoints.getOrder.useQueryState(args);
  const pollingInterval = followInterval(known.data, known.fulfilledTimeStamp);
  const { data: order, error, isError, isLoading, refetch } = useGetOrderQuery(args, { pollingInterval });
  const formatTime = useFormatOrderTime();
  const notFound = isError && typeof error === 'object' && 'status' in error && error.status === 404;
  if (notFound) {
    return (
      <EmptyState title={<FormattedMessage id="orders.notFound" />}>
        <BackToOrders />
      </EmptyState>
    );
  }
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (isLoading || !order) return <LoadingState />;
  const pending = isBeforeReady(order.status) || order.status === 'ready';
  return (
    <div className={styles.detail}>
      <BackToOrders />
      <header className={styles.header}>
        <div>
          <p className={styles.number}>{order.number}</p>
          <p className={styles.date}>
            <FormattedMessage id="orders.placedAt" values={{ time: formatTime(order.createdAt) }} />
          </p>
        </div>
        <OrderStatusBadge status={order.status} />
      </header>
      <OrderStatusPanel order={order} />
      {pending ? <PickupFacts order={order} /> : null}
      <OrderBody
        order={order}
        afterLines={
          <div className={styles.repeat}>
            <RepeatOrderButton order={order} variant="primary" />
          </div>
        }
      />
    </div>
  );
};
