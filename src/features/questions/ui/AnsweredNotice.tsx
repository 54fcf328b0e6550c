import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { NotificationOffer } from '@/shared/ui';
import { readyNoticeRequested, selectReadyNotice, type CheckoutState } from '@/features/checkout';

const MESSAGES = {
  lead: 'questions.notice.lead',
  button: 'questions.notice.button',
  unsupported: 'questions.notice.unsupported',
  denied: 'questions.notice.denied',
  granted: 'questions.notice.on',
} as const;

/**
 * "Notify me when it is answered": the browser's one notification permission, kept and asked
 * as for the order's ready notice (docs/decisions.md, "Ask a pharmacist").
 */
export const AnsweredNotice = () => {
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
