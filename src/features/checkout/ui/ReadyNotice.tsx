import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { NotificationOffer } from '@/shared/ui';
import { selectReadyNotice, type CheckoutState } from '../model/checkoutSlice';
import { readyNoticeRequested } from '../model/readyNotice';

const MESSAGES = {
  lead: 'orders.notice.lead',
  button: 'orders.notice.button',
  unsupported: 'orders.notice.unsupported',
  denied: 'orders.notice.denied',
  granted: 'orders.notice.on',
} as const;

/** "Tell me when it is ready" (docs/decisions.md, "Order status and the ready notice"). */
export const ReadyNotice = () => {
  const dispatch = useAppDispatch();
  const permission = useStateSelector((state: { checkout: CheckoutState }) => selectReadyNotice(state));
  return (
    <NotificationOffer
      permission={permission}
      messages={MESSAGES}
      onRequest={() => void dispatch(readyNoticeRequested())}
    />
  );
};
