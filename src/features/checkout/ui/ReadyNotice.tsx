import type { ComponentProps } from 'react';
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

/**
 * "Tell me when it is ready" (docs/decisions.md, "Order status and the ready notice"). Other
 * features offer the same browser permission in their own words through `messages` (docs/decisions.md,
 * "Ask a pharmacist").
 */
export const ReadyNotice = ({
  messages = MESSAGES,
}: {
  messages?: ComponentProps<typeof NotificationOffer>['messages'];
}) => {
  const dispatch = useAppDispatch();
  const permission = useStateSelector((state: { checkout: CheckoutState }) => selectReadyNotice(state));
  return (
    <NotificationOffer
      permission={permission}
      messages={messages}
      onRequest={() => void dispatch(readyNoticeRequested())}
    />
  );
};
