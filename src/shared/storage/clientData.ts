import { listenersOnce, sessionEnded, startAppListening } from '@/shared/lifecycle';
import { removeCacheEntry } from './caches';
import { readHostCookie, removeRawCookie } from './cookies';
import { STORED, type CacheKey, type CookieKey, type Entry, type SessionEndRule, type WebStorageKey } from './registry';
import { notifyStoredChange } from './storedValue';
import { safeStorage, type SafeStorage } from './webStorage';

/**
 * What is kept about a client, removed by the registry's rules (registry.ts) from first-load
 * code: the tab where a session ends may never have loaded the feature that stored something
 * in it (docs/decisions.md, "Session end").
 */
type Name = keyof typeof STORED;
const entries = Object.entries(STORED) as [Name, Entry][];

const storageOf = (area: 'local' | 'session'): SafeStorage =>
  safeStorage(area === 'local' ? 'localStorage' : 'sessionStorage');

const strings = (storage: SafeStorage, key: string): string[] | undefined =>
  storage.readJson(key, (value) =>
    Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined,
  );

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Applies one rule to a Web Storage value; `listed` holds the `client` lists as they were before any removal. */
const applyToWebStorage = (
  storage: SafeStorage,
  key: WebStorageKey,
  rule: SessionEndRule,
  listed: ReadonlyMap<string, readonly string[]>,
): void => {
  if (rule === 'keep' || rule === 'session' || storage.read(key) === null) return;
  if (rule === 'remove' || rule === 'client') {
    storage.remove(key);
    return;
  }
  if ('without' in rule) {
    const gone = new Set(listed.get(rule.without) ?? []);
    const kept = strings(storage, key);
    // Unreadable counts as absent (docs/behaviour.md §5): nothing of a client can be told in it.
    if (kept === undefined) storage.remove(key);
    else if (kept.some((item) => gone.has(item)))
      storage.write(key, JSON.stringify(kept.filter((item) => !gone.has(item))));
    return;
  }
  const stored = storage.readJson(key, (value) => (isRecord(value) ? value : undefined));
  if (stored === undefined) storage.remove(key);
  else if (rule.clear.some((field) => stored[field] !== undefined && stored[field] !== null))
    storage.write(key, JSON.stringify({ ...stored, ...Object.fromEntries(rule.clear.map((field) => [field, null])) }));
};

/**
 * Applies every value's rule. `thisTab`: only this tab's own values (sessionStorage), for a
 * session another tab replaced with a new one (a sign-in there): that tab cleaned the shared
 * stores, and they may already hold the new session's values. `everywhere`: all of them.
 */
const forgetClient = (scope: 'everywhere' | 'thisTab'): void => {
  const listed = new Map<string, readonly string[]>();
  for (const [name, { area, onSessionEnd }] of entries) {
    if (onSessionEnd === 'client' && (area === 'local' || area === 'session'))
      listed.set(name, strings(storageOf(area), name) ?? []);
  }
  for (const [name, entry] of entries) {
    if (scope === 'thisTab' && entry.area !== 'session') continue;
    if (entry.area === 'local' || entry.area === 'session') {
      const storage = storageOf(entry.area);
      const before = storage.read(name);
      applyToWebStorage(storage, name as WebStorageKey, entry.onSessionEnd, listed);
      if (storage.read(name) !== before) notifyStoredChange(name as WebStorageKey);
    } else if (entry.onSessionEnd === 'remove' || entry.onSessionEnd === 'client') {
      if (entry.area === 'cookie') removeRawCookie(name as CookieKey);
      else void removeCacheEntry(name as CacheKey);
    }
  }
};

/**
 * Something only a session writes, found in Web Storage (a start with no session then knows a
 * session ended unseen: a tab that missed it, an older version of the site).
 */
export const hasClientLeftovers = (): boolean =>
  entries.some(([name, { area, onSessionEnd }]) => {
    if (onSessionEnd !== 'client' || (area !== 'local' && area !== 'session')) return false;
    const storage = storageOf(area);
    const text = storage.read(name);
    // An empty list says nothing of anyone (a slice writes its emptied list after a session's end).
    return text !== null && text !== '' && strings(storage, name)?.length !== 0;
  });

/**
 * A start with no session: the `client` entries of Cache Storage go (a session that left
 * nothing in Web Storage may have left the worker's reminders). Only a cache that exists is
 * opened, so most visitors' starts cost one look.
 */
export const forgetCachedLeftovers = (): Promise<void> =>
  Promise.all(
    entries
      .filter(([, { area, onSessionEnd }]) => area === 'cache' && onSessionEnd === 'client')
      .map(([name]) => removeCacheEntry(name as CacheKey)),
  ).then(() => undefined);

/**
 * The registry's rules on every end of a session, before the features' own listeners (makeStore
 * registers this first): a feature that writes its cleaned state then writes over clean storage,
 * and a list the rules read (`aptk_alerts_client`) is read before the feature empties it.
 */
export const registerClientDataListeners = listenersOnce(() => {
  startAppListening({
    actionCreator: sessionEnded,
    effect: ({ payload }) => {
      // A session cookie now is another tab's new session (the registry's `session` value).
      const replaced = payload.where === 'elsewhere' && readHostCookie('auth_token') !== undefined;
      forgetClient(replaced ? 'thisTab' : 'everywhere');
    },
  });
});
