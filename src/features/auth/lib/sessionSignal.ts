import { storedValue } from '@/shared/storage';

/**
 * Other tabs cannot observe the auth cookie, so a sign-in or sign-out also changes localStorage
 * `aptk_session`; its `storage` event reaches every other tab of the origin at once. The value
 * only has to differ each time; the tabs read the cookie itself.
 */
export const SESSION_SIGNAL_KEY = 'aptk_session';

const sessionSignal = storedValue<string>({
  key: SESSION_SIGNAL_KEY,
  decode: (text) => text,
  encode: (text) => text,
});

export const announceSession = (signedIn: boolean): void =>
  sessionSignal.write(`${signedIn ? 'in' : 'out'}:${Date.now()}:${Math.random()}`);

/** Another tab signed in (`true`) or out. A whole storage cleared elsewhere is not a sign-out: it is ignored. */
export const onSessionElsewhere = (listener: (signedIn: boolean) => void): (() => void) =>
  sessionSignal.onChangeElsewhere((text) => {
    if (text !== undefined) listener(text.startsWith('in:'));
  });
