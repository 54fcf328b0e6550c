import { readAuthToken } from './headerCookies';

/**
 * The session this page shows, as the token it had when the page last took a session (its
 * start, a sign-in or sign-out here, following another tab): kept in this module's memory, never
 * in Redux, where DevTools would show it (docs/decisions.md, "Sessions"). `null` until the app
 * follows the cookie (start.tsx calls `followSessionElsewhere`): before that nothing is compared.
 */
let shown: { token: string | undefined } | null = null;

/** From now on this page shows the cookie's session; its changes are compared with it. */
export const showCookieSession = (): void => {
  shown = { token: readAuthToken() };
};

/** A session change of this page (the store's session actions): the page shows the cookie's, if it follows it. */
export const followCookieSession = (): void => {
  if (shown) showCookieSession();
};

/** Whether the cookie still holds the session this page shows (always, before the page follows it). */
export const cookieHoldsShownSession = (): boolean => shown === null || shown.token === readAuthToken();

/** The page stops following the cookie (the unsubscribe of `followSessionElsewhere`). */
export const forgetShownSession = (): void => {
  shown = null;
};
