import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { NotificationOffer } from '@/shared/ui';
import { remindersRequested, selectReminderPermission, type TherapyState } from '../model/reminders';

const MESSAGES = {
  lead: 'therapy.reminders.lead',
  button: 'therapy.reminders.button',
  unsupported: 'therapy.reminders.unsupported',
  denied: 'therapy.reminders.denied',
  granted: 'therapy.reminders.on',
} as const;

/** "Remind me" (docs/decisions.md, "My therapy"). */
export const Reminders = () => {
  const dispatch = useAppDispatch();
  const permission = useStateSelector((state: { therapy: TherapyState }) => selectReminderPermission(state));
  return (
    <NotificationOffer
      permission={permission}
      messages={MESSAGES}
      onRequest={() => void dispatch(remindersRequested())}
    />
  );
};
