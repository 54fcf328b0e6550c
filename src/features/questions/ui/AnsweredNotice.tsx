import { NotificationPermission } from '@/features/checkout';

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
export const AnsweredNotice = () => <NotificationPermission messages={MESSAGES} />;
