import { storedValue } from '@/shared/storage';

/**
 * When this browser's session began (docs/decisions.md, "Session end"): localStorage
 * `aptk_client`, milliseconds since the epoch. The auth cookie can vanish while no tab is open
 * (it expired, the browser dropped it); a start that finds this mark and no cookie knows a
 * session ended while the app was closed, and clears what belonged to its client. Whoever comes
 * after a session's end finds no mark of it (the registry's `client` rule removes it), so a
 * later start does not end it again.
 */
const storedSessionMark = storedValue<number>({
  key: 'aptk_client',
  decode: (text) => {
    const value = Number(text);
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  },
  encode: String,
});

export const markSessionStart = (at: number = Date.now()): void => storedSessionMark.write(at);

export const readSessionStart = (): number | null => storedSessionMark.read() ?? null;

/** Any mark, even one that cannot be read: a session did begin here. */
export const hasSessionMark = (): boolean => storedSessionMark.readText() !== null;
