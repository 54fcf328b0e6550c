import { createAction, createSlice, type PayloadAction, type Reducer } from '@reduxjs/toolkit';
import { readAuthToken } from '@/shared/api';
import { sessionEnded } from '@/shared/lifecycle';
import { profileApi } from '../api/profileApi';

/**
 * `unavailable`: signed in (a token is stored), but the profile could not be loaded (a 500,
 * a network error, a time-out). Only `action: logout` ends a session (docs/decisions.md,
 * "Sessions"), so the visitor stays signed in and is offered a retry.
 */
export type AuthStatus = 'unknown' | 'anonymous' | 'authenticated' | 'unavailable';

/** What the last `/clients` answer said: a client has a phone (docs/decisions.md, "Auth"). */
type ProfileAnswer = 'none' | 'withPhone' | 'withoutPhone' | 'failed';

/** The token itself lives only in its cookie, never in Redux (DevTools would show it). */
export interface AuthState {
  hasToken: boolean;
  /**
   * False only in the state prerendered HTML is hydrated with, which knows no visitor
   * (docs/decisions.md, "Hydrating a prerendered page"): the session is unknown until the cookie is read.
   */
  restored: boolean;
  profile: ProfileAnswer;
  /**
   * Signed in or not, as every screen and flow reads it (`selectAuthStatus`): derived from the
   * fields above by `authReducer` below, in the same dispatch as the action that changed them.
   */
  status: AuthStatus;
}

/** Whether the browser holds an auth token cookie (its value never enters Redux). */
export const hasStoredAuthToken = (): boolean => Boolean(readAuthToken());

/** "Sign out" was pressed: the listener ends the session here at once and tells the server, best effort. */
export const signOutRequested = createAction('auth/signOutRequested');

const statusOf = ({ restored, hasToken, profile }: AuthState): AuthStatus => {
  if (!restored) return 'unknown';
  if (!hasToken) return 'anonymous';
  if (profile === 'failed') return 'unavailable';
  if (profile === 'none') return 'unknown';
  return profile === 'withPhone' ? 'authenticated' : 'anonymous';
};

const { getProfile } = profileApi.endpoints;

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => {
    const hasToken = hasStoredAuthToken();
    return { hasToken, restored: true, profile: 'none', status: hasToken ? 'unknown' : 'anonymous' };
  },
  reducers: {
    tokenStored: (state) => {
      state.hasToken = true;
    },
    /** The browser read the token cookie after hydrating prerendered HTML (rendered signed out). */
    authRestored: (state, action: PayloadAction<boolean>) => {
      state.hasToken = action.payload;
      state.restored = true;
    },
    /** The session ended here: what the server said of its client goes with it. */
    loggedOut: (state) => {
      state.hasToken = false;
      state.profile = 'none';
    },
    /** Another tab signed in or out: this tab read the cookie again (it cannot observe it). */
    sessionChangedElsewhere: (state, action: PayloadAction<boolean>) => {
      state.hasToken = action.payload;
      state.restored = true;
      if (!action.payload) state.profile = 'none';
    },
  },
  extraReducers: (builder) => {
    builder
      // What the server said of the ended session's client is not the next one's: a session that
      // another replaced (a sign-in over it, here or in another tab) is `unknown` until its own
      // profile answers.
      .addCase(sessionEnded, (state) => {
        state.profile = 'none';
      })
      // A retry after a failure is loading again; a refresh of a loaded profile keeps it meanwhile.
      .addMatcher(getProfile.matchPending, (state) => {
        if (state.profile === 'failed') state.profile = 'none';
      })
      // An answer that arrives after the session ended belongs to no one. (Before the cookie is
      // read, the /lk loader may already have asked with it: that answer counts.)
      .addMatcher(getProfile.matchFulfilled, (state, action) => {
        if (state.restored && !state.hasToken) return;
        state.profile = action.payload.phone ? 'withPhone' : 'withoutPhone';
      })
      .addMatcher(getProfile.matchRejected, (state, action) => {
        // A call not made because the same one was running already says nothing of the profile.
        if (action.meta.condition || (state.restored && !state.hasToken)) return;
        state.profile = 'failed';
      });
  },
  selectors: {
    selectHasToken: (state) => state.hasToken,
    selectAuthRestored: (state) => state.restored,
  },
});

export const { tokenStored, loggedOut, authRestored, sessionChangedElsewhere } = authSlice.actions;

/**
 * The session as the stored cookie and the last profile answer make it, decided by the same
 * rule as `status`: also before the store has read the cookie (a hydrated /lk shell asks for the
 * profile during its first load, docs/decisions.md "Hydrating a prerendered page"). For route guards.
 */
export const selectStoredSessionStatus = (state: { auth: AuthState }): AuthStatus =>
  statusOf({ ...state.auth, restored: true, hasToken: hasStoredAuthToken() });
export const { selectHasToken } = authSlice.selectors;

/**
 * The one place "signed in" is decided: after every action the status follows the token,
 * the cookie being read and the profile's answer, so no screen or listener derives it again
 * and a sign-out flips it in the same dispatch that removes the token.
 */
export const authReducer: Reducer<AuthState> = (state, action) => {
  const next = authSlice.reducer(state, action);
  const status = statusOf(next);
  return status === next.status ? next : { ...next, status };
};
