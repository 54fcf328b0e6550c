/**
 * sessionStorage (this tab, until it is closed) that never throws, like local.ts: a blocked
 * storage reads as "nothing stored" and a failed write keeps the value in memory only.
 */
const store = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
};

export const readSession = (key: string): string | null => {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

export const writeSession = (key: string, value: string): void => {
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives on in memory (Redux) for this visit.
  }
};

export const removeSession = (key: string): void => {
  try {
    store()?.removeItem(key);
  } catch {
    // See writeSession.
  }
};

/** Like readLocalJson: unparseable or wrong-shaped values count as absent. */
export const readSessionJson = <T>(key: string, accept: (value: unknown) => T | undefined): T | undefined => {
  const raw = readSession(key);
  if (raw === null || raw === '') return undefined;
  try {
    return accept(JSON.parse(raw));
  } catch {
    return undefined;
  }
};
