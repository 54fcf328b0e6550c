import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { paths } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { selectHasToken, type AuthState } from '@/features/auth';
import { useGetOrdersQuery } from '../api/checkoutApi';
import { OrderCard } from './OrderCard';
import styles from './OrdersList.module.css';

/** The signed-in client's orders, newest first (as the server sends them); nothing is asked without a token. */
export const OrdersList = () => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const { data, isError, isLoading, refetch } = useGetOrdersQuery(hasToken ? undefined : skipToken);
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (isLoading || !data) return <LoadingState />;
  if (data.length === 0) {
    return (
      <EmptyState title={<FormattedMessage id="orders.empty" />}>
        <Link to={paths.catalog} className={buttonClass('primary')}>
          <FormattedMessage id="cart.empty.toCatalog" />
        </Link>
      </EmptyState>
    );
  }
  return (
    <ol className={styles.list}>
      {data.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ol>
  );
};
