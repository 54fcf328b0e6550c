/**
 * localStorage that never throws: private mode, quota and disabled storage all behave as
 * "nothing stored" on read and "not saved" on write.
 */
const store = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
};

export const readLocal = (key: string): string | null => {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeLocal = (key: string, value: string): void => {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives on in memory (Redux) for this visit.
  }
};

export const removeLocal = (key: string): void => {
  try {
    store()?.removeItem(key);
  } catch {
    // See writeLocal.
  }
};

/**
 * Parses a stored JSON value and hands it to `accept`, which returns the typed value or
 * undefined when the shape is wrong. Unparseable or wrong-shaped values count as absent.
 */
export const readLocalJson = <T>(key: string, accept: (value: unknown) => T | undefined): T | undefined => {
  const raw = readLocal(key);
  if (raw === null || raw === '') return undefined;
  try {
    return accept(JSON.parse(raw));
  } catch {
    return undefined;
  }
};

/** Fires when another tab changes `key` (the `storage` event never fires in the writing tab). */
export const onLocalChange = (key: string, listener: (value: string | null) => void): (() => void) => {
  const handle = (event: StorageEvent) => {
    if (event.key === key) listener(event.newValue);
  };
  window.addEventListener('storage', handle);
  return () => window.removeEventListener('storage', handle);
};
