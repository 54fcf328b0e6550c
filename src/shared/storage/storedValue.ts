import { areaOf, type WebStorageKey } from './registry';
import { safeStorage } from './webStorage';

/**
 * Where a value lives (localStorage: every tab, across visits; sessionStorage: this tab) and what
 * a session's end does to it are the registry's (registry.ts), not the feature's: the rule must
 * hold where the feature's code is not loaded (docs/decisions.md, "Session end").
 */
export interface StoredValueSpec<T> {
  key: WebStorageKey;
  /** The stored text as a value, or undefined when it cannot be read: it then counts as absent. */
  decode: (text: string) => T | undefined;
  /** The value as the contract's text (docs/behaviour.md §5), byte for byte. */
  encode: (value: T) => string;
  /** A text that says the same as nothing stored: not written where nothing is (the empty cart's ''). */
  emptyText?: string;
}

/**
 * One persisted value of a feature: the one way features keep anything in Web Storage. Every
 * value follows the same rules: reading never throws (no storage, privacy mode, a corrupt or
 * hand-edited value: absent), writing never throws (quota: not saved, the state lives on in
 * memory), an unchanged text is not written again (a tab following another's change does not
 * echo it back), and what a session's end does is declared for its key in the registry.
 */
export interface StoredValue<T> {
  readonly key: WebStorageKey;
  read(): T | undefined;
  /** The stored text itself (null: absent), for formats that are compared as text. */
  readText(): string | null;
  write(value: T): void;
  remove(): void;
  /** This tab's writes and removals, and other tabs' changes (`storage` events, local values only). */
  subscribe(listener: () => void): () => void;
  /** Other tabs' changes only (the `storage` event never fires in the writing tab). */
  onChangeElsewhere(listener: (value: T | undefined) => void): () => void;
}

/**
 * This tab's listeners per key: a value changed by the registry's rules (clientData.ts), not
 * through its StoredValue, must still reach what shows it (the search history's list).
 */
const tabListeners = new Map<WebStorageKey, Set<() => void>>();
const listenersOf = (key: WebStorageKey): Set<() => void> => {
  let set = tabListeners.get(key);
  if (!set) tabListeners.set(key, (set = new Set()));
  return set;
};

/** This tab changed the text under `key`: whatever follows it reads again. */
export const notifyStoredChange = (key: WebStorageKey): void => listenersOf(key).forEach((listener) => listener());

export const storedValue = <T>(spec: StoredValueSpec<T>): StoredValue<T> => {
  const area = areaOf(spec.key);
  const storage = safeStorage(area === 'local' ? 'localStorage' : 'sessionStorage');
  const listeners = listenersOf(spec.key);
  const notify = () => notifyStoredChange(spec.key);
  const decode = (text: string | null): T | undefined => {
    if (text === null) return undefined;
    try {
      return spec.decode(text);
    } catch {
      return undefined;
    }
  };
  /** The other tab's new text (null: removed, or the whole storage cleared). */
  const elsewhere = (listener: (text: string | null) => void): (() => void) => {
    if (area !== 'local' || typeof window === 'undefined') return () => undefined;
    const handle = (event: StorageEvent) => {
      if (event.key === spec.key || event.key === null) listener(event.key === null ? null : event.newValue);
    };
    window.addEventListener('storage', handle);
    return () => window.removeEventListener('storage', handle);
  };
  return {
    key: spec.key,
    read: () => decode(storage.read(spec.key)),
    readText: () => storage.read(spec.key),
    write: (value) => {
      const text = spec.encode(value);
      const stored = storage.read(spec.key);
      if (stored === text || (stored === null && text === spec.emptyText)) return;
      storage.write(spec.key, text);
      notify();
    },
    remove: () => {
      if (storage.read(spec.key) === null) return;
      storage.remove(spec.key);
      notify();
    },
    subscribe: (listener) => {
      // A listener of its own per call: the same function subscribed twice is two subscriptions.
      const own = () => listener();
      listeners.add(own);
      const stop = elsewhere(() => listener());
      return () => {
        listeners.delete(own);
        stop();
      };
    },
    onChangeElsewhere: (listener) => elsewhere((text) => listener(decode(text))),
  };
};

/**
 * A JSON value: text that is not JSON, or JSON that `accept` does not take (it returns
 * undefined), counts as absent.
 */
export const jsonValue = <T>(
  spec: Omit<StoredValueSpec<T>, 'decode' | 'encode'> & {
    accept: (value: unknown) => T | undefined;
    /** What is written (default: the value itself), e.g. the first N entries. */
    toJson?: (value: T) => unknown;
  },
): StoredValue<T> =>
  storedValue({
    key: spec.key,
    emptyText: spec.emptyText,
    decode: (text) => (text === '' ? undefined : spec.accept(JSON.parse(text))),
    encode: (value) => JSON.stringify(spec.toJson ? spec.toJson(value) : value),
  });
