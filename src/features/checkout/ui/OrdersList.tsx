import { Link } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { paths } from '@/shared/config';
import { useStateSelector } from '@/shared/lib';
import { buttonClass, EmptyState, ErrorState, LoadingState } from '@/shared/ui';
import { selectHasToken, type AuthState } from '@/features/auth';
import { useGetOrdersQuery } from '../api/checkoutApi';
import type { Order } from '../model/types';
import { OrderCard } from './OrderCard';
import styles from './OrdersList.module.css';

/** Orders next to each other with the same visit id form one group; other orders stand alone. */
const byVisit = (orders: readonly Order[]): Order[][] =>
  orders.reduce<Order[][]>((groups, order) => {
    const last = groups.at(-1);
    if (order.visitId !== null && last?.[0]?.visitId === order.visitId) last.push(order);
    else groups.push([order]);
    return groups;
  }, []);

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
      {byVisit(data).map((group) =>
        group.length === 1 || !group[0]?.visitId ? (
          group.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))
        ) : (
          // The reservations of a split are one visit (docs/decisions.md, "Split reservations").
          <li key={group[0].visitId}>
            <section className={styles.visit} aria-labelledby={`visit-${group[0].visitId}`}>
              <h2 id={`visit-${group[0].visitId}`} className={styles.visitTitle}>
                <FormattedMessage id="orders.visit.title" values={{ count: group.length }} />
              </h2>
              <ol className={styles.list}>
                {group.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} level={3} />
                  </li>
                ))}
              </ol>
            </section>
          </li>
        ),
      )}
    </ol>
  );
};
