import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { AUTH_TOKEN_COOKIE } from '@/shared/api';
import { readCookie } from '@/shared/storage';

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
export const hasStoredAuthToken = (): boolean => Boolean(readCookie(AUTH_TOKEN_COOKIE));

export const authSlice = createSlice({
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
  },
  selectors: {
    selectHasToken: (state) => state.hasToken,
    selectAuthRestored: (state) => state.restored,
  },
});

export const { tokenStored, loggedOut, authRestored } = authSlice.actions;
export const { selectHasToken, selectAuthRestored } = authSlice.selectors;
export const authReducer = authSlice.reducer;
