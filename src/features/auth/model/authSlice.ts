import { createSlice } from '@reduxjs/toolkit';
import { AUTH_TOKEN_COOKIE } from '@/shared/api';
import { readCookie } from '@/shared/storage';

/** The token itself lives only in its cookie, never in Redux (DevTools would show it). */
export interface AuthState {
  hasToken: boolean;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ hasToken: Boolean(readCookie(AUTH_TOKEN_COOKIE)) }),
  reducers: {
    tokenStored: (state) => {
      state.hasToken = true;
    },
    loggedOut: (state) => {
      state.hasToken = false;
    },
  },
  selectors: {
    selectHasToken: (state) => state.hasToken,
  },
});

export const { tokenStored, loggedOut } = authSlice.actions;
export const { selectHasToken } = authSlice.selectors;
export const authReducer = authSlice.reducer;
