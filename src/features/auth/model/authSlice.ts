import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readAuthToken } from '@/shared/api';

/** The token itself lives only in its cookie, never in Redux (DevTools would show it). */
export interface AuthState {
  hasToken: boolean;
  /**
   * False only in the state prerendered HTML is hydrated with, which knows no visitor
   * (docs/decisions.md, "Prerendering"): the session is unknown until the cookie is read.
   */
  restored: boolean;
}

/** Whether the browser holds an auth token cookie (its value never enters Redux). */
export const hasStoredAuthToken = (): boolean => Boolean(readAuthToken());

/** "Sign out" was pressed: the listener ends the session here at once and tells the server, best effort. */
export const signOutRequested = createAction('auth/signOutRequested');

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ hasToken: hasStoredAuthToken(), restored: true }),
  reducers: {
    tokenStored: (state) => {
      state.hasToken = true;
    },
    /** The browser read the token cookie after hydrating prerendered HTML (rendered signed out). */
    authRestored: (state, action: PayloadAction<boolean>) => {
      state.hasToken = action.payload;
      state.restored = true;
    },
    loggedOut: (state) => {
      state.hasToken = false;
    },
    /** Another tab signed in or out: this tab read the cookie again (it cannot observe it). */
    sessionChangedElsewhere: (state, action: PayloadAction<boolean>) => {
      state.hasToken = action.payload;
      state.restored = true;
    },
  },
  selectors: {
    selectHasToken: (state) => state.hasToken,
    selectAuthRestored: (state) => state.restored,
  },
});

export const { tokenStored, loggedOut, authRestored, sessionChangedElsewhere } = authSlice.actions;
export const { selectHasToken } = authSlice.selectors;
export const authReducer = authSlice.reducer;
