import { NotificationPermission } from './NotificationPermission';

const MESSAGES = {
  lead: 'orders.notice.lead',
  button: 'orders.notice.button',
  unsupported: 'orders.notice.unsupported',
  denied: 'orders.notice.denied',
  granted: 'orders.notice.on',
} as const;

/** "Tell me when it is ready" (docs/decisions.md, "Order status and the ready notice"). */
export const ReadyNotice = () => <NotificationPermission messages={MESSAGES} />;
