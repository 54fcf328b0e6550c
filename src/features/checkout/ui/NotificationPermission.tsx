import type { ComponentProps } from 'react';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { NotificationOffer } from '@/shared/ui';
import { selectReadyNotice, type CheckoutState } from '../model/checkoutSlice';
import { readyNoticeRequested } from '../model/readyNotice';

/**
 * The browser's one notification permission, offered in the caller's words: the order's ready
 * notice (docs/decisions.md, "Order status and the ready notice") and the answered question
 * (docs/decisions.md, "Ask a pharmacist") keep and ask it alike.
 */
export const NotificationPermission = ({
  messages,
}: {
  messages: ComponentProps<typeof NotificationOffer>['messages'];
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
