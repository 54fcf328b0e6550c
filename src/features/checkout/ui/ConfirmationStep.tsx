import { Link, Navigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { buttonClass } from '@/shared/ui';
import { useStateSelector } from '@/shared/lib';
import { useAuthStatus } from '@/features/auth';
import { EarnedPoints } from '@/features/loyalty';
import { selectPlacedOrder, selectPlacedVisit, type CheckoutState } from '../model/checkoutSlice';
import { OrderBody } from './OrderBody';
import { FollowedOrder } from './FollowedOrder';
import { AcceptedHero } from './AcceptedHero';
import { VisitConfirmation } from './VisitConfirmation';
import styles from './ConfirmationStep.module.css';

const Actions = () => {
  const { status } = useAuthStatus();
  return (
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
  );
};

/**
 * Step 4: the accepted order, or the reservations of a split, as the store recorded them (their
 * lines have already left the cart).
 */
export const ConfirmationStep = () => {
  const order = useStateSelector((state: { checkout: CheckoutState }) => selectPlacedOrder(state));
  const visit = useStateSelector((state: { checkout: CheckoutState }) => selectPlacedVisit(state));
  if (visit) {
    return (
      <div className={styles.confirmation}>
        <VisitConfirmation orders={visit} />
        <Actions />
      </div>
    );
  }
  if (!order) return <Navigate to={paths.cart} replace />;
  return (
    <div className={styles.confirmation}>
      <AcceptedHero title={<FormattedMessage id="orders.accepted.title" />}>
        <p className={styles.number}>
          <FormattedMessage id="orders.number" values={{ number: <strong key="number">{order.number}</strong> }} />
        </p>
        <p className={styles.heroText}>
          <FormattedMessage id="orders.accepted.text" />
        </p>
        <EarnedPoints points={order.points} onPickup />
      </AcceptedHero>
      <FollowedOrder placed={order} />
      <OrderBody order={order} />
      <Actions />
    </div>
  );
};
