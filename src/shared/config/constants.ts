/** Business constants (docs/behaviour.md §16) that are not owned by one feature. */
export const TOAST_MS = 2000;
export const TOAST_LONG_MS = 3000;
export const DEFAULT_CITY_ID = 1;
export const CITY_REFRESH_MS = 50;
export const SERVICE_WORKER_FALLBACK_MS = 30_000;
/**
 * The shop's one clock: every time and date shown to the shopper (order steps, answers, opening
 * hours, reminders) is Belgrade time in the locale's format, whatever the viewer's device says;
 * every react-intl instance is made with it (docs/decisions.md, "Belgrade time").
 */
export const SHOP_TIME_ZONE = 'Europe/Belgrade';
