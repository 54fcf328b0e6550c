import type { Dispatch } from '@reduxjs/toolkit';
import { readAuthToken } from '@/shared/api';
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
 * Every tab follows a sign-in or sign-out made in another, and every page sees a session that
 * changed while it was not looking (docs/decisions.md, "Sessions", "Session end"):
 * - another tab's signal (`aptk_session`): the tab reads the shared cookie again;
 * - the page is shown again (`visibilitychange`): a cookie that expired meanwhile ends the session;
 * - the page comes back from the back/forward cache (`pageshow` with `persisted`): it heard no
 *   signal while it was there. If the cookie is not the one it left with, the store ends the
 *   session (or takes the new one) in this task, so the first frame shows nothing of the previous
 *   client, and the page loads again: nothing any screen kept of that client survives, whatever
 *   the page. The comparison is by the cookie itself, so it holds for any page, signed in or not.
 * Returns the unsubscribe.
 */
export const followSessionElsewhere = (
  dispatch: Dispatch,
  { reload = () => window.location.reload() }: FollowOptions = {},
): (() => void) => {
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
  // The session the page had when it was last hidden (the back/forward cache keeps it as it was).
  let left = readAuthToken();
  const onHide = () => {
    left = readAuthToken();
  };
  const onShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    const now = readAuthToken();
    const lapsed = endLapsedSession(dispatch);
    if (now === left && !lapsed) return;
    if (!lapsed) dispatch(sessionChangedElsewhere(now !== undefined));
    reload();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') endLapsedSession(dispatch);
  };
  window.addEventListener('pagehide', onHide);
  window.addEventListener('pageshow', onShow);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopSignal();
    clearTimeout(cookieWait);
    window.removeEventListener('pagehide', onHide);
    window.removeEventListener('pageshow', onShow);
    document.removeEventListener('visibilitychange', onVisible);
  };
};
