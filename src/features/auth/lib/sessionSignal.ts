import { onLocalChange, writeLocal } from '@/shared/storage';

/**
 * Other tabs cannot observe the auth cookie, so a sign-in or sign-out also changes this
 * localStorage key; its `storage` event reaches every other tab of the origin at once. The
 * value only has to differ each time; the tabs read the cookie itself.
 */
export const SESSION_SIGNAL_KEY = 'aptk_session';

export const announceSession = (signedIn: boolean): void =>
  writeLocal(SESSION_SIGNAL_KEY, `${signedIn ? 'in' : 'out'}:${Date.now()}:${Math.random()}`);

export const onSessionElsewhere = (listener: () => void): (() => void) =>
  onLocalChange(SESSION_SIGNAL_KEY, () => listener());
