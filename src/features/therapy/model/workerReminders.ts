import { readSessionStart } from '@/features/auth';
import { readCacheJson, writeCacheJson } from '@/shared/storage';

/**
 * What the installed app's worker needs to remind with no tab open (docs/decisions.md,
 * "My therapy"): public/sw-notifications.js reads it on Periodic Background Sync. Cache
 * `aptk-therapy`, entry `/aptk-therapy-reminders` (both written in that file too; the storage
 * registry names them and removes the entry when a session ends), JSON:
 * `{ version: 2, timeZone, expires, windows: [{ key, start, end, title, body, url }], notified: ["{therapy id}:{month}"] }`.
 * The texts are formatted by the page in the visitor's language, neutral (no medicine's name);
 * the worker translates nothing, and drops unread an entry of another `version`: before 2 the
 * titles named the medicine (docs/behaviour.md §18).
 * `notified` is the announced windows' list the page and the worker both mark before showing.
 */
const ENTRY = '/aptk-therapy-reminders';
const SYNC_TAG = 'therapy-reminders';
/** The hand-over's format; public/sw-notifications.js shows only this one. */
const VERSION = 2;
const SYNC_INTERVAL_MS = 12 * 60 * 60 * 1000;
const NOTIFIED = /^\d+:\d+$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A hand-over lasts this long unless the page checks again (docs/decisions.md, "Session end"). */
const HANDOVER_DAYS = 30;
/** The auth cookie's life (docs/behaviour.md §5): the session cannot outlast it. */
const SESSION_DAYS = 183;

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

/**
 * When the worker stops trusting a hand-over: 30 days after it, or sooner when the session's
 * cookie runs out (183 days after its sign-in). A session that ended while no tab was open
 * then reminds nobody of its medicines, even if no page ever starts again to clear them.
 */
const reminderExpiry = (now: number = Date.now(), sessionStart: number | null = readSessionStart()): number =>
  Math.min(now + HANDOVER_DAYS * DAY_MS, (sessionStart ?? now) + SESSION_DAYS * DAY_MS);

const acceptNotified = (value: unknown): string[] | undefined =>
  value !== null && typeof value === 'object' && Array.isArray((value as { notified?: unknown }).notified)
    ? (value as { notified: unknown[] }).notified.filter(
        (item): item is string => typeof item === 'string' && NOTIFIED.test(item),
      )
    : undefined;

/** The windows the worker has announced (or the page handed over as announced). */
export const readWorkerNotified = async (): Promise<string[]> => (await readCacheJson(ENTRY, acceptNotified)) ?? [];

/** The worker drops the entry once `expires` (ms since the epoch) has passed (public/sw-notifications.js). */
export const writeWorkerReminders = (reminders: WorkerReminders): Promise<void> =>
  writeCacheJson(ENTRY, { ...reminders, version: VERSION, expires: reminderExpiry() });

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
