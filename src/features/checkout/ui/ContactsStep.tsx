import { useState } from 'react';
import { Link, Navigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { paths } from '@/shared/config';
import { toApiPhone, useAppDispatch, useStateSelector } from '@/shared/lib';
import { Button, ErrorState, Icon, LoadingState, openDialog } from '@/shared/ui';
import { selectCartLines, type CartState } from '@/features/cart';
import { useAuthStatus } from '@/features/auth';
import { useNow } from '@/features/pharmacies';
import { usePlaceOrderMutation } from '../api/checkoutApi';
import {
  orderAttempted,
  selectChosenPharmacy,
  selectContactsDraft,
  selectOrderAttempt,
  selectPlacedOrder,
  type CheckoutState,
  type ContactsDraft,
} from '../model/checkoutSlice';
import type { PlaceOrderArgs } from '../model/types';
import { useCheckoutGuard } from '../model/useCheckoutGuard';
import { useCheckoutOffers } from '../model/useCheckoutOffers';
import { reservationItems } from '../lib/reservation';
import { attemptFor, isOutcomeUnknown } from '../lib/attempt';
import { ContactsForm } from './ContactsForm';
import { ReservationSummary } from './ReservationSummary';
import styles from './ContactsStep.module.css';

const SignInHint = () => {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.signIn}>
      <Icon name="user" size={20} />
      <p>
        <FormattedMessage id="checkout.contacts.signInHint" />
      </p>
      <Button variant="secondary" size="sm" onClick={() => dispatch(openDialog('auth', { mode: 'signIn' }))}>
        <FormattedMessage id="checkout.contacts.signIn" />
      </Button>
    </div>
  );
};

const ContactsContent = ({ pharmacyId, cityId }: { pharmacyId: number; cityId: number }) => {
  const dispatch = useAppDispatch();
  const now = useNow();
  const { status, profile } = useAuthStatus();
  const draft = useStateSelector((state: { checkout: CheckoutState }) => selectContactsDraft(state));
  const attempt = useStateSelector((state: { checkout: CheckoutState }) => selectOrderAttempt(state));
  // The last try ended without knowing whether the order exists (answer lost, time limit, 5xx).
  const [unconfirmed, setUnconfirmed] = useState(false);
  const lines = useStateSelector((state: { cart: CartState }) => selectCartLines(state));
  const { views, isLoading, isError, retry } = useCheckoutOffers();
  const [placeOrder] = usePlaceOrderMutation();

  if (isError) return <ErrorState onRetry={retry} />;
  if (isLoading || status === 'unknown') return <LoadingState />;
  const view = views.find((item) => item.offer.pharmacyId === pharmacyId);
  // The cart changed and this pharmacy has none of it any more: choose again.
  if (!view) return <Navigate to={paths.stepPharmacy} replace />;

  const submit = async (values: ContactsDraft): Promise<void> => {
    const comment = values.comment.trim();
    const args: PlaceOrderArgs = {
      city_id: cityId,
      pharmacy_id: pharmacyId,
      items: reservationItems(lines, view.offer),
      name: values.name.trim(),
      phone: toApiPhone(values.phone),
      ...(comment ? { comment } : {}),
    };
    // Stored before sending: a retry of the same request, even after a reload, sends the same key.
    const next = attemptFor(attempt, args);
    dispatch(orderAttempted(next));
    setUnconfirmed(false);
    try {
      // Accepted: the store records the order and empties the cart (model/listener.ts), and
      // the step below goes to the confirmation.
      await placeOrder({ ...args, idempotency_key: next.key }).unwrap();
    } catch (error) {
      // The error toast is automatic; the form keeps what was typed.
      setUnconfirmed(isOutcomeUnknown(error));
    }
  };

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Link to={paths.stepPharmacy} className={styles.back}>
          <Icon name="arrowLeft" size={18} />
          <FormattedMessage id="checkout.backToPharmacies" />
        </Link>
        {status === 'anonymous' ? <SignInHint /> : null}
        <ContactsForm
          draft={draft}
          profile={profile}
          onSubmit={submit}
          notice={unconfirmed ? <FormattedMessage id="checkout.contacts.unconfirmed" /> : null}
        />
      </div>
      <ReservationSummary view={view} now={now} />
    </div>
  );
};

/** Step 3: who picks the order up. */
export const ContactsStep = () => {
  const guard = useCheckoutGuard('contacts');
  const chosen = useStateSelector((state: { checkout: CheckoutState }) => selectChosenPharmacy(state));
  const placed = useStateSelector((state: { checkout: CheckoutState }) => selectPlacedOrder(state));
  // Before the guard: the placed order has emptied the cart and the pharmacy on purpose.
  if (placed) return <Navigate to={paths.stepConfirmation} />;
  if (guard.kind === 'redirect') return <Navigate to={guard.to} replace />;
  if (guard.kind === 'wait' || !chosen) return <LoadingState />;
  return <ContactsContent pharmacyId={chosen.id} cityId={chosen.cityId} />;
};
