import { jsonValue, type LocalKey } from '@/shared/storage';

/**
 * What this browser knows of its stock alerts (docs/behaviour.md §5, docs/decisions.md "Stock
 * alerts"): the keys of the alerts it made, and the keys of the fired ones already announced.
 * Both are JSON arrays of strings, newest first; anything else counts as none.
 */
const ALERT_KEYS_KEY = 'aptk_alerts';
const ALERTS_SEEN_KEY = 'aptk_alerts_seen';
/** The keys among `aptk_alerts` made in a session, removed when it ends (docs/decisions.md, "Session end"). */
const ALERTS_CLIENT_KEY = 'aptk_alerts_client';

/** Enough for any shopper; the oldest fall off. */
export const STORED_ALERTS_LIMIT = 50;

const KEY_PATTERN = /^[0-9a-f]{8,64}$/i;

const acceptKeys = (value: unknown): string[] | undefined =>
  Array.isArray(value)
    ? [...new Set(value.filter((item): item is string => typeof item === 'string' && KEY_PATTERN.test(item)))].slice(
        0,
        STORED_ALERTS_LIMIT,
      )
    : undefined;

/**
 * The three lists follow the alerts slice, whose reducer takes a session's keys out when it
 * ends; the registry's rule takes them out of the stored lists even where this code is not
 * loaded (docs/decisions.md, "Session end").
 */
const alertKeys = (key: LocalKey) =>
  jsonValue<readonly string[]>({
    key,
    accept: acceptKeys,
    toJson: (keys) => keys.slice(0, STORED_ALERTS_LIMIT),
    // No list where none is stored: a session's end removed it, and an empty one is no news.
    emptyText: '[]',
  });

export const storedAlertKeys = alertKeys(ALERT_KEYS_KEY);
export const storedAlertsSeen = alertKeys(ALERTS_SEEN_KEY);
export const storedAlertsClient = alertKeys(ALERTS_CLIENT_KEY);
