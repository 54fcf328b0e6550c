import { Link, Navigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { buttonClass, Icon } from '@/shared/ui';
import { useStateSelector } from '@/shared/lib';
import { useAuthStatus } from '@/features/auth';
import { selectPlacedOrder, type CheckoutState } from '../model/checkoutSlice';
import { OrderBody } from './OrderBody';
import { PickupFacts } from './PickupFacts';
import styles from './ConfirmationStep.module.css';

/** Step 4: the accepted order, as the store recorded it (its lines have already left the cart). */
export const ConfirmationStep = () => {
  const order = useStateSelector((state: { checkout: CheckoutState }) => selectPlacedOrder(state));
  const { status } = useAuthStatus();
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
