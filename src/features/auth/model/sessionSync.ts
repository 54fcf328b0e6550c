import type { Dispatch } from '@reduxjs/toolkit';
import { cookieHoldsShownSession, forgetShownSession, readAuthToken, showCookieSession } from '@/shared/api';
import { sessionEnded } from '@/shared/lifecycle';
import { hasSessionMark } from '../lib/sessionMark';
import { onSessionElsewhere } from '../lib/sessionSignal';
import { loggedOut, sessionChangedElsewhere } from './authSlice';

/** Another tab's cookie shows here moments after its signal: read again each step, a bounded number of times. */
const COOKIE_WAIT_STEP_MS = 50;
const COOKIE_WAIT_TRIES = 40;

interface FollowOptions {
  /** How a page restored with another session starts again (a test records it; jsdom cannot reload). */
  reload?: () => void;
}

/**
 * The cookie is gone but the session's mark is not: nobody ended it (every end removes the
 * mark), so it lapsed under an open page (the cookie expired, or was removed). It ends here as a
 * `logout` answer ends it: every stored trace goes, and the other tabs are told. A page that did
 * not hold the session (it was anonymous already) ends it as a start would (`away`).
 */
const endLapsedSession = (dispatch: Dispatch): boolean => {
  if (readAuthToken() !== undefined || !hasSessionMark()) return false;
  dispatch(loggedOut());
  if (hasSessionMark()) dispatch(sessionEnded({ where: 'away' }));
  return true;
};

/**
 * The cookie no longer holds the session this page shows, and nobody told it (a missed signal):
 * the page follows the cookie as the signal would have made it (`sessionChangedElsewhere`: the
 * previous client's session ends here, its cache goes). True when it did.
 */
export const followMissedSessionChange = (dispatch: Dispatch): boolean => {
  if (cookieHoldsShownSession()) return false;
  dispatch(sessionChangedElsewhere(readAuthToken() !== undefined));
  return true;
};

/**
 * Every tab follows a sign-in or sign-out made in another, and every page sees a session that
 * changed while it was not looking (docs/decisions.md, "Sessions", "Session end"):
 * - another tab's signal (`aptk_session`): the tab reads the shared cookie again;
 * - the page is shown or focused again (`visibilitychange`, `focus`): a cookie that expired
 *   meanwhile ends the session, and a cookie that holds another session than the one the page
 *   shows (`shownSession`: a signal it missed) is followed, before anything else can be pressed;
 * - the page comes back from the back/forward cache (`pageshow` with `persisted`): it heard no
 *   signal while it was there. If the cookie is not the one it showed, the store ends the
 *   session (or takes the new one) in this task, so the first frame shows nothing of the previous
 *   client, and the page loads again: nothing any screen kept of that client survives, whatever
 *   the page. The comparison is by the cookie itself, so it holds for any page, signed in or not.
 * From this call on, the page shows the cookie's session. Returns the unsubscribe (which stops the comparing too).
 */
export const followSessionElsewhere = (
  dispatch: Dispatch,
  { reload = () => window.location.reload() }: FollowOptions = {},
): (() => void) => {
  showCookieSession();
  let cookieWait: ReturnType<typeof setTimeout> | undefined;
  // The other tab writes the cookie, then the signal; Chromium may deliver the signal before
  // this tab's `document.cookie` shows the new cookie. The tab reads it until it says what the
  // signal says, for a while at most (docs/decisions.md, "Sessions").
  const followWhenCookieAgrees = (signedIn: boolean, tries: number) => {
    const hasToken = readAuthToken() !== undefined;
    if (hasToken !== signedIn && tries > 0) {
      cookieWait = setTimeout(() => followWhenCookieAgrees(signedIn, tries - 1), COOKIE_WAIT_STEP_MS);
      return;
    }
    dispatch(sessionChangedElsewhere(hasToken));
  };
  const stopSignal = onSessionElsewhere((signedIn) => {
    clearTimeout(cookieWait);
    followWhenCookieAgrees(signedIn, COOKIE_WAIT_TRIES);
  });
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    const lapsed = endLapsedSession(dispatch);
    const changed = !lapsed && followMissedSessionChange(dispatch);
    if (lapsed || changed) reload();
  };
  const onReturn = () => {
    if (document.visibilityState !== 'visible') return;
    if (!endLapsedSession(dispatch)) followMissedSessionChange(dispatch);
  };
  window.addEventListener('pageshow', onShow);
  window.addEventListener('focus', onReturn);
  document.addEventListener('visibilitychange', onReturn);
  return () => {
    forgetShownSession();
    stopSignal();
    clearTimeout(cookieWait);
    window.removeEventListener('pageshow', onShow);
    window.removeEventListener('focus', onReturn);
    document.removeEventListener('visibilitychange', onReturn);
  };
};
