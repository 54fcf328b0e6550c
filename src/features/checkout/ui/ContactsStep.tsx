import { useState, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { FormattedMessage } from 'react-intl';
import { skipToken } from '@reduxjs/toolkit/query';
import { paths } from '@/shared/config';
import { toApiPhone, useAppDispatch, useStateSelector } from '@/shared/lib';
import { Button, ErrorState, Icon, LoadingState, openDialog, arrowLeftIcon, userIcon } from '@/shared/ui';
import { selectCartLines, type CartState } from '@/features/cart';
import { useAuthStatus } from '@/features/auth';
import { useNow } from '@/features/pharmacies';
import { useGetTransfersQuery, usePlaceOrderMutation, usePlaceVisitMutation } from '../api/checkoutApi';
import {
  orderAttempted,
  selectCheckoutChoice,
  selectChosenPharmacy,
  selectContactsDraft,
  selectOrderAttempt,
  selectPlacedOrder,
  selectPlacedVisit,
  selectTransfers,
  transferToggled,
  type CheckoutState,
  type ContactsDraft,
} from '../model/checkoutSlice';
import type { PlaceOrderArgs, PlaceVisitArgs } from '../model/types';
import { useCheckoutGuard } from '../model/useCheckoutGuard';
import { useCheckoutOffers } from '../model/useCheckoutOffers';
import { reservationItems } from '../lib/reservation';
import { withTransfers } from '../lib/offerView';
import { attemptFor, isOutcomeUnknown } from '../lib/attempt';
import { ContactsForm } from './ContactsForm';
import { ReservationSummary } from './ReservationSummary';
import { SplitSummary } from './SplitSummary';
import { TransferOptions } from './TransferOptions';
import styles from './ContactsStep.module.css';

type Checkout = { checkout: CheckoutState };

const SignInHint = () => {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.signIn}>
      <Icon path={userIcon} size={20} />
      <p>
        <FormattedMessage id="checkout.contacts.signInHint" />
      </p>
      <Button variant="secondary" size="sm" onClick={() => dispatch(openDialog('auth', { mode: 'signIn' }))}>
        <FormattedMessage id="checkout.contacts.signIn" />
      </Button>
    </div>
  );
};

/** The request's fields that come from the form. */
const contactFields = (values: ContactsDraft) => {
  const comment = values.comment.trim();
  return { name: values.name.trim(), phone: toApiPhone(values.phone), ...(comment ? { comment } : {}) };
};

/**
 * Sends a reservation request with its attempt's key (stored before sending: a retry of the
 * same request, even after a reload, sends the same key), and says when the last try ended
 * without knowing whether the reservation exists (answer lost, time limit, 5xx).
 */
const useAttemptedSend = () => {
  const dispatch = useAppDispatch();
  const attempt = useStateSelector((state: Checkout) => selectOrderAttempt(state));
  const [unconfirmed, setUnconfirmed] = useState(false);
  const send = async <A extends object>(
    args: A,
    place: (keyed: A & { idempotency_key: string }) => Promise<unknown>,
  ) => {
    const next = attemptFor(attempt, args);
    dispatch(orderAttempted(next));
    setUnconfirmed(false);
    try {
      // Accepted: the store records the reservations and empties the cart (model/listener.ts),
      // and the step goes to the confirmation.
      await place({ ...args, idempotency_key: next.key });
    } catch (error) {
      // The error toast is automatic; the form keeps what was typed.
      setUnconfirmed(isOutcomeUnknown(error));
    }
  };
  return { send, unconfirmed };
};

/** Step 3's layout: back link, sign-in hint, the extra choices, the form, and the summary beside it. */
const ContactsLayout = ({
  onSubmit,
  unconfirmed,
  before,
  summary,
}: {
  onSubmit: (values: ContactsDraft) => Promise<void>;
  unconfirmed: boolean;
  before?: ReactNode;
  summary: ReactNode;
}) => {
  const { status, profile } = useAuthStatus();
  const draft = useStateSelector((state: Checkout) => selectContactsDraft(state));
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Link to={paths.stepPharmacy} className={styles.back}>
          <Icon path={arrowLeftIcon} size={18} />
          <FormattedMessage id="checkout.backToPharmacies" />
        </Link>
        {status === 'anonymous' ? <SignInHint /> : null}
        {before}
        <ContactsForm
          draft={draft}
          profile={profile}
          onSubmit={onSubmit}
          notice={unconfirmed ? <FormattedMessage id="checkout.contacts.unconfirmed" /> : null}
        />
      </div>
      {summary}
    </div>
  );
};

const PharmacyContacts = ({ pharmacyId, cityId }: { pharmacyId: number; cityId: number }) => {
  const dispatch = useAppDispatch();
  const now = useNow();
  const { status } = useAuthStatus();
  const lines = useStateSelector((state: { cart: CartState }) => selectCartLines(state));
  const wanted = useStateSelector((state: Checkout) => selectTransfers(state));
  const { views, isLoading, isError, retry } = useCheckoutOffers();
  const view = views.find((item) => item.offer.pharmacyId === pharmacyId);
  const lacking = view ? view.lines.some((line) => line.status !== 'full') : false;
  const items = lines.map((line) => ({ id: line.id, quantity: line.quantity }));
  const transfers = useGetTransfersQuery(
    lacking ? { city_id: cityId, pharmacy_id: pharmacyId, items } : skipToken,
  ).currentData;
  const [placeOrder] = usePlaceOrderMutation();
  const { send, unconfirmed } = useAttemptedSend();

  if (isError) return <ErrorState onRetry={retry} />;
  if (isLoading || status === 'unknown') return <LoadingState />;
  // The cart changed and this pharmacy has none of it any more: choose again.
  if (!view) return <Navigate to={paths.stepPharmacy} replace />;
  const brought = (transfers ?? []).filter((transfer) => wanted.includes(transfer.id));

  const submit = (values: ContactsDraft): Promise<void> => {
    const args: PlaceOrderArgs = {
      city_id: cityId,
      pharmacy_id: pharmacyId,
      items: reservationItems(lines, view.offer),
      ...(brought.length > 0 ? { transfers: brought.map(({ id, quantity }) => ({ id, quantity })) } : {}),
      ...contactFields(values),
    };
    return send(args, (keyed) => placeOrder(keyed).unwrap());
  };

  return (
    <ContactsLayout
      onSubmit={submit}
      unconfirmed={unconfirmed}
      before={
        transfers && transfers.length > 0 ? (
          <TransferOptions
            transfers={transfers}
            lines={view.lines}
            wanted={wanted}
            onToggle={(id, on) => dispatch(transferToggled({ id, wanted: on }))}
          />
        ) : null
      }
      summary={<ReservationSummary view={withTransfers(view, brought)} now={now} brought={brought} />}
    />
  );
};

const SplitContacts = ({ cityId }: { cityId: number }) => {
  const now = useNow();
  const { status } = useAuthStatus();
  const { split, isLoading, isError, retry } = useCheckoutOffers();
  const [placeVisit] = usePlaceVisitMutation();
  const { send, unconfirmed } = useAttemptedSend();

  if (isError) return <ErrorState onRetry={retry} />;
  if (isLoading || status === 'unknown') return <LoadingState />;
  // The cart changed and needs no split any more (or cannot be split): choose again.
  if (!split) return <Navigate to={paths.stepPharmacy} replace />;

  const submit = (values: ContactsDraft): Promise<void> => {
    const args: PlaceVisitArgs = {
      city_id: cityId,
      parts: split.plan.parts.map((part) => ({
        pharmacy_id: part.pharmacy.id,
        items: part.lines.map(({ id, quantity }) => ({ id, quantity })),
      })),
      ...contactFields(values),
    };
    return send(args, (keyed) => placeVisit(keyed).unwrap());
  };

  return (
    <ContactsLayout onSubmit={submit} unconfirmed={unconfirmed} summary={<SplitSummary split={split} now={now} />} />
  );
};

/** Step 3: who picks the reservation (or the reservations of a split) up. */
export const ContactsStep = () => {
  const guard = useCheckoutGuard('contacts');
  const choice = useStateSelector((state: Checkout) => selectCheckoutChoice(state));
  const pharmacy = useStateSelector((state: Checkout) => selectChosenPharmacy(state));
  const placed = useStateSelector((state: Checkout) => selectPlacedOrder(state) ?? selectPlacedVisit(state));
  // Before the guard: the placed order has emptied the cart and the pharmacy on purpose.
  if (placed) return <Navigate to={paths.stepConfirmation} />;
  if (guard.kind === 'redirect') return <Navigate to={guard.to} replace />;
  if (guard.kind === 'wait' || !choice) return <LoadingState />;
  return pharmacy ? (
    <PharmacyContacts pharmacyId={pharmacy.id} cityId={pharmacy.cityId} />
  ) : (
    <SplitContacts cityId={choice.cityId} />
  );
};
