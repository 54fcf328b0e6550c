import { Link, Navigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { buttonClass, Icon } from '@/shared/ui';
import { useAuthStatus } from '@/features/auth';
import { PLACED_ORDER_KEY, usePlaceOrderMutation } from '../api/checkoutApi';
import { useCompleteOrder } from '../model/useCompleteOrder';
import { OrderBody } from './OrderBody';
import { PickupFacts } from './PickupFacts';
import styles from './ConfirmationStep.module.css';

/** Step 4: the accepted order, read from the placement the contacts step made. */
export const ConfirmationStep = () => {
  const [, { data: order }] = usePlaceOrderMutation({ fixedCacheKey: PLACED_ORDER_KEY });
  const { status } = useAuthStatus();
  useCompleteOrder(order);
  if (!order) return <Navigate to={paths.cart} replace />;
  return (
    <div className={styles.confirmation}>
      <section className={styles.hero} aria-labelledby="order-accepted">
        <span className={styles.check} aria-hidden="true">
          <Icon name="check" size={32} />
        </span>
        <div>
          <h2 id="order-accepted" className={styles.heroTitle}>
            <FormattedMessage id="orders.accepted.title" />
          </h2>
          <p className={styles.number}>
            <FormattedMessage id="orders.number" values={{ number: <strong key="number">{order.number}</strong> }} />
          </p>
          <p className={styles.heroText}>
            <FormattedMessage id="orders.accepted.text" />
          </p>
        </div>
      </section>
      <PickupFacts order={order} />
      <OrderBody order={order} />
      <div className={styles.actions}>
        {status === 'authenticated' ? (
          <Link to={paths.accountOrders} className={buttonClass('primary', 'lg')}>
            <FormattedMessage id="orders.toMyOrders" />
          </Link>
        ) : null}
        <Link to={paths.catalog} className={buttonClass(status === 'authenticated' ? 'secondary' : 'primary', 'lg')}>
          <FormattedMessage id="orders.continueShopping" />
        </Link>
      </div>
    </div>
  );
};
