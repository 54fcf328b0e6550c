/** What the browser lets the app do with reminders: no API at all, not asked yet, allowed, or refused. */
export type ReminderPermission = 'unsupported' | NotificationPermission;

/** Reminders need both: the Notification API for the permission, a service worker to show them. */
export const remindersPossible = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator;

export const readPermission = (): ReminderPermission => (remindersPossible() ? Notification.permission : 'unsupported');
