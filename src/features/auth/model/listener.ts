import type { PayloadAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, followCookieSession, readFailedCall } from '@/shared/api';
import {
  listenersOnce,
  selectSessionStarted,
  sessionEnded,
  sessionStarted,
  startAppListening,
  type LifecycleRoot,
} from '@/shared/lifecycle';
import { showToast } from '@/shared/ui';
import type { authApi } from '../api/authApi';
import { sessionApi } from '../api/sessionApi';
import { clearAuthToken } from '../lib/authToken';
import { getDeviceToken } from '../lib/deviceToken';
import { announceSession } from '../lib/sessionSignal';
import { markSessionStart } from '../lib/sessionMark';
import { loggedOut, sessionChangedElsewhere, signOutRequested, tokenStored, type AuthState } from './authSlice';
import { selectAuthStatus } from './authStatus';
import { followMissedSessionChange } from './sessionSync';

const startListening = startAppListening.withTypes<{ auth: AuthState } & LifecycleRoot>();

/**
 * The calls that may bring an auth token. Known by name, as RTK Query's answer actions carry
 * it (`meta.arg.endpointName`), so the first load needs none of the dialogs' calls (authApi.ts
 * comes with them); the names are checked against authApi's endpoints by the compiler.
 */
const SESSION_CALLS: ReadonlySet<string> = new Set<keyof typeof authApi.endpoints>([
  'signIn',
  'register',
  'confirmRegistration',
  'setRecoveryPassword',
]);
const MUTATION_FULFILLED = `${baseApi.reducerPath}/executeMutation/fulfilled`;

/** A call that may have brought an auth token answered. */
const answeredWithSession = (action: UnknownAction): action is PayloadAction<{ authorized: boolean }> =>
  action.type === MUTATION_FULFILLED &&
  SESSION_CALLS.has((action.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName ?? '');

/**
 * The session has ended (the status is already `anonymous`, in the same dispatch): the whole
 * cache goes at once, not refetched (an invalidation would refetch what a screen still shows,
 * without a token). Screens that showed private data are gone in the render this dispatch
 * causes (RequireAuth, the header's profile query skips without a token); the public ones ask
 * again for their data.
 */
const dropCache = (api: { dispatch: (action: UnknownAction) => unknown }) => {
  api.dispatch(baseApi.util.resetApiState());
};

/** Session side effects: the token's arrival, the session's start and end, `action: logout`. */
export const registerAuthListeners = listenersOnce(() => {
  startListening({
    predicate: answeredWithSession,
    effect: (action, api) => {
      if (!action.payload.authorized) return;
      // The cookie holds the new session already (authApi stored it): the page shows it from
      // now on, before any listener below may make a change.
      followCookieSession();
      // Signed out, the private cache was dropped when the session ended: setting the flag loads
      // the new profile (docs/behaviour.md §9). A token that was there already (its profile had no
      // phone) was another session, perhaps another client's: it ends here first, so what it kept
      // goes before the new one's mark is written (docs/decisions.md, "Session end").
      if (api.getState().auth.hasToken) {
        dropCache(api);
        api.dispatch(sessionEnded({ where: 'here' }));
      }
      api.dispatch(tokenStored());
      markSessionStart();
      announceSession(true);
    },
  });

  /**
   * Sign-out ends the session in this browser at once, whatever the network does
   * (docs/decisions.md, "Sessions"). The server is told best effort and never awaited: the
   * request reads the token as it starts, before `loggedOut` removes the cookie. A page that
   * shows another session than the cookie's (it missed another tab's sign-in) signs nobody out:
   * it follows the cookie and says so ("Sessions").
   */
  startListening({
    actionCreator: signOutRequested,
    effect: (_action, api) => {
      if (followMissedSessionChange(api.dispatch)) {
        api.dispatch(showToast({ tone: 'error', messageId: 'error.sessionChanged' }));
        return;
      }
      void api.dispatch(sessionApi.endpoints.signOut.initiate({ device_token: getDeviceToken() }));
      api.dispatch(loggedOut());
      api.dispatch(showToast({ tone: 'success', messageId: 'auth.signedOut' }));
    },
  });

  startListening({
    actionCreator: loggedOut,
    effect: (_action, api) => {
      clearAuthToken();
      followCookieSession();
      announceSession(false);
      // Only when a session did end: a late answer saying `logout` after that changes nothing.
      if (!api.getOriginalState().auth.hasToken) return;
      dropCache(api);
      api.dispatch(sessionEnded({ where: 'here' }));
    },
  });

  /**
   * Another tab signed in or out: follow it without telling the others again. A sign-in there
   * while this tab had a session is a new session, perhaps another client's: this tab's ends as
   * a sign-out there would end it (that tab cleaned the shared stores), then the new profile
   * loads (docs/decisions.md, "Session end").
   */
  startListening({
    actionCreator: sessionChangedElsewhere,
    effect: (_action, api) => {
      followCookieSession();
      const hadToken = api.getOriginalState().auth.hasToken;
      if (!hadToken) return; // signed in now: the flag alone loads the profile
      dropCache(api);
      api.dispatch(sessionEnded({ where: 'elsewhere' }));
    },
  });

  /**
   * The profile confirmed a client: the session has started (once, until it ends). Flows that
   * last a session (the favourites list) start on this event and end on `sessionEnded`; a
   * profile that fails to load again later does not end the session (docs/decisions.md, "Sessions").
   */
  startListening({
    predicate: (_action, current) => selectAuthStatus(current) === 'authenticated' && !selectSessionStarted(current),
    effect: (_action, api) => {
      api.dispatch(sessionStarted());
    },
  });

  /**
   * A change refused because the cookie holds another session than the page shows (a signal
   * this tab missed, docs/decisions.md "Sessions"): the page follows the cookie now; the refusal's
   * toast says why nothing happened (errorToasts.ts).
   */
  startListening({
    predicate: (action) => readFailedCall(action)?.error.status === 'SESSION_CHANGED',
    effect: (_action, api) => {
      followMissedSessionChange(api.dispatch);
    },
  });

  /** Any call answered with `action: logout` (a stale or revoked token) ends the session. */
  startListening({
    predicate: (action) => readFailedCall(action)?.error.action === 'logout',
    effect: (_action, api) => {
      api.dispatch(loggedOut());
    },
  });
});
