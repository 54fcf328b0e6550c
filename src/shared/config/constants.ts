/** Business constants (docs/behaviour.md §16) that are not owned by one feature. */
export const TOAST_MS = 2000;
export const TOAST_LONG_MS = 3000;
export const DEFAULT_CITY_ID = 1;
export const CITY_REFRESH_MS = 50;
export const SERVICE_WORKER_FALLBACK_MS = 30_000;
