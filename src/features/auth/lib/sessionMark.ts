import { readLocal, removeLocal, writeLocal } from '@/shared/storage';

/**
 * When this browser's session began (docs/decisions.md, "Session end"): localStorage
 * `aptk_client`, milliseconds since the epoch. The auth cookie can vanish while no tab is open
 * (it expired, the browser dropped it); a start that finds this mark and no cookie knows a
 * session ended while the app was closed, and clears what belonged to its client.
 */
const SESSION_MARK_KEY = 'aptk_client';

export const markSessionStart = (at: number = Date.now()): void => writeLocal(SESSION_MARK_KEY, String(at));

export const readSessionStart = (): number | null => {
  const value = Number(readLocal(SESSION_MARK_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

export const hasSessionMark = (): boolean => readLocal(SESSION_MARK_KEY) !== null;

export const clearSessionMark = (): void => removeLocal(SESSION_MARK_KEY);
