import { readCacheJson, writeCacheJson } from '@/shared/storage';

/**
 * What the installed app's worker needs to remind with no tab open (docs/decisions.md,
 * "My therapy"): public/sw-notifications.js reads it on Periodic Background Sync. Cache
 * `aptk-therapy`, entry `/aptk-therapy-reminders` (both written in that file too), JSON:
 * `{ timeZone, windows: [{ key, start, end, title, body, url }], notified: ["{therapy id}:{month}"] }`.
 * The texts are formatted by the page in the visitor's language; the worker translates nothing.
 * `notified` is the announced windows' list the page and the worker both mark before showing.
 */
const CACHE = 'aptk-therapy';
const ENTRY = '/aptk-therapy-reminders';
const SYNC_TAG = 'therapy-reminders';
const SYNC_INTERVAL_MS = 12 * 60 * 60 * 1000;
const NOTIFIED = /^\d+:\d+$/;

interface WorkerWindow {
  /** `"{therapy id}:{month}"`, as in `aptk_therapy_notified` */
  key: string;
  /** YYYY-MM-DD, both included */
  start: string;
  end: string;
  title: string;
  body: string;
  url: string;
}

interface WorkerReminders {
  /** The pharmacies' time zone: the worker's "today" is the date there, as the page's. */
  timeZone: string;
  windows: WorkerWindow[];
  notified: string[];
}

const acceptNotified = (value: unknown): string[] | undefined =>
  value !== null && typeof value === 'object' && Array.isArray((value as { notified?: unknown }).notified)
    ? (value as { notified: unknown[] }).notified.filter(
        (item): item is string => typeof item === 'string' && NOTIFIED.test(item),
      )
    : undefined;

/** The windows the worker has announced (or the page handed over as announced). */
export const readWorkerNotified = async (): Promise<string[]> =>
  (await readCacheJson(CACHE, ENTRY, acceptNotified)) ?? [];

export const writeWorkerReminders = (reminders: WorkerReminders): Promise<void> =>
  writeCacheJson(CACHE, ENTRY, reminders);

interface PeriodicSync {
  register(tag: string, options: { minInterval: number }): Promise<void>;
}

/**
 * Asks to be woken about twice a day. Only Chromium has Periodic Background Sync, and it
 * refuses a site that is not installed as an app: a browser tab keeps the page's own check.
 */
export const registerPeriodicReminders = async (registration: ServiceWorkerRegistration): Promise<void> => {
  const sync = (registration as ServiceWorkerRegistration & { periodicSync?: PeriodicSync }).periodicSync;
  try {
    await sync?.register(SYNC_TAG, { minInterval: SYNC_INTERVAL_MS });
  } catch {
    // Not installed, or the browser said no: reminders come while a tab is open.
  }
};
