import { areaOf, type WebStorageKey } from './registry';

type StorageName = 'localStorage' | 'sessionStorage';

export interface SafeStorage {
  read(key: string): string | null;
  write(key: string, value: string): void;
  remove(key: string): void;
  /**
   * Parses a stored JSON value and hands it to `accept`, which returns the typed value or
   * undefined when the shape is wrong. Unparseable or wrong-shaped values count as absent.
   */
  readJson<T>(key: string, accept: (value: unknown) => T | undefined): T | undefined;
}

/**
 * Web Storage that never throws: private mode, quota and disabled storage all behave as
 * "nothing stored" on read and "not saved" on write (the value lives on in memory, in Redux,
 * for this visit).
 */
export const safeStorage = (name: StorageName): SafeStorage => {
  const store = (): Storage | null => {
    try {
      return typeof window === 'undefined' ? null : window[name];
    } catch {
      return null;
    }
  };
  const read = (key: string): string | null => {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    read,
    write: (key, value) => {
      try {
        store()?.setItem(key, value);
      } catch {
        // Quota or privacy mode: not saved.
      }
    },
    remove: (key) => {
      try {
        store()?.removeItem(key);
      } catch {
        // As for write.
      }
    },
    readJson: <T>(key: string, accept: (value: unknown) => T | undefined): T | undefined => {
      const raw = read(key);
      if (raw === null || raw === '') return undefined;
      try {
        return accept(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
  };
};

/** Whether anything is stored under `key` (a feature's stored state decides whether its code loads at start). */
export const isStored = (key: WebStorageKey): boolean =>
  safeStorage(areaOf(key) === 'local' ? 'localStorage' : 'sessionStorage').read(key) !== null;
