import { jsonValue } from '@/shared/storage';
import { NOTIFIED_KEY } from './notifiedKey';

/**
 * The pickup windows this browser has already announced (docs/decisions.md, "My therapy"):
 * localStorage `aptk_therapy_notified`, a JSON array of `"{therapy id}:{month}"`, newest first.
 * Anything else counts as none.
 */
const LIMIT = 100;
const ENTRY = /^\d+:\d+$/;

export const windowKey = (therapyId: number, month: number): string => `${therapyId}:${month}`;

const accept = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string' && ENTRY.test(item)).slice(0, LIMIT)
    : undefined;

/** Which of a client's windows were announced is the client's: it goes with the session. */
const storedNotified = jsonValue<readonly string[]>({
  key: NOTIFIED_KEY,
  accept,
  toJson: (keys) => keys.slice(0, LIMIT),
});

export const readNotified = (): readonly string[] => storedNotified.read() ?? [];

export const writeNotified = (keys: readonly string[]): void => storedNotified.write(keys);
