import { safeStorage } from './webStorage';

/**
 * What the end of a session does to a stored value (docs/decisions.md, "Session end"):
 * `keep`: it is the browser's (the cart); `remove`: it is the client's and goes whole (search
 * history, announced therapy windows); `followState`: it is written from a slice whose reducer
 * removes the client's part on `sessionEnded` (stock alerts, the checkout).
 */
type OnSessionEnd = 'keep' | 'remove' | 'followState';

export interface StoredValueSpec<T> {
  /** `local`: every tab, across visits; `session`: this tab until it is closed. */
  area: 'local' | 'session';
  key: string;
  /** The stored text as a value, or undefined when it cannot be read: it then counts as absent. */
  decode: (text: string) => T | undefined;
  /** The value as the contract's text (docs/behaviour.md §5), byte for byte. */
  encode: (value: T) => string;
  onSessionEnd: OnSessionEnd;
  /** A text that says the same as nothing stored: not written where nothing is (the empty cart's ''). */
  emptyText?: string;
}

/**
 * One persisted value of a feature: the one way features keep anything in Web Storage. Every
 * value follows the same rules: reading never throws (no storage, privacy mode, a corrupt or
 * hand-edited value: absent), writing never throws (quota: not saved, the state lives on in
 * memory), an unchanged text is not written again (a tab following another's change does not
 * echo it back), and what a session's end does is declared with the value.
 */
export interface StoredValue<T> {
  readonly key: string;
  readonly onSessionEnd: OnSessionEnd;
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

export const storedValue = <T>(spec: StoredValueSpec<T>): StoredValue<T> => {
  const storage = safeStorage(spec.area === 'local' ? 'localStorage' : 'sessionStorage');
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
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
    if (spec.area !== 'local' || typeof window === 'undefined') return () => undefined;
    const handle = (event: StorageEvent) => {
      if (event.key === spec.key || event.key === null) listener(event.key === null ? null : event.newValue);
    };
    window.addEventListener('storage', handle);
    return () => window.removeEventListener('storage', handle);
  };
  return {
    key: spec.key,
    onSessionEnd: spec.onSessionEnd,
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
      listeners.add(listener);
      const stop = elsewhere(() => listener());
      return () => {
        listeners.delete(listener);
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
    area: spec.area,
    key: spec.key,
    onSessionEnd: spec.onSessionEnd,
    decode: (text) => (text === '' ? undefined : spec.accept(JSON.parse(text))),
    encode: (value) => JSON.stringify(spec.toJson ? spec.toJson(value) : value),
  });
