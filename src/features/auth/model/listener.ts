import { createListenerMiddleware, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { baseApi, readFailedCall } from '@/shared/api';
import { authApi } from '../api/authApi';
import { clearAuthToken } from '../lib/authToken';
import { loggedOut, tokenStored, type AuthState } from './authSlice';

/** Cached data that belongs to one signed-in client. */
export const PRIVATE_TAGS = ['Profile', 'Favourites', 'Orders'] as const;

/** Session side effects: the token's arrival, the end of a session, `action: logout`. */
export const authListener = createListenerMiddleware<{ auth: AuthState }>();

const { signIn, register, confirmRegistration, setRecoveryPassword } = authApi.endpoints;

/** A call that may have brought an auth token answered. */
const answeredWithSession = (action: UnknownAction): action is PayloadAction<{ authorized: boolean }> =>
  signIn.matchFulfilled(action) || register.matchFulfilled(action) || confirmRegistration.matchFulfilled(action) || setRecoveryPassword.matchFulfilled(action);

authListener.startListening({
  predicate: answeredWithSession,
  effect: (action, api) => {
    if (!action.payload.authorized) return;
    // Signed out, the private cache was dropped when the session ended: setting the flag loads
    // the new profile (spec section 4). A token that was there already (its profile had no
    // phone) belongs to someone else's cache: refresh that.
    if (api.getState().auth.hasToken) api.dispatch(baseApi.util.invalidateTags([...PRIVATE_TAGS]));
    api.dispatch(tokenStored());
  },
});

authListener.startListening({
  actionCreator: loggedOut,
  effect: async (_action, api) => {
    clearAuthToken();
    // Screens showing private data unsubscribe on the next render; invalidating after that
    // drops their cache instead of refetching it without a token.
    await api.delay(0);
    api.dispatch(baseApi.util.invalidateTags([...PRIVATE_TAGS]));
  },
});

/** Any call answered with `action: logout` (a stale or revoked token) ends the session. */
authListener.startListening({
  predicate: (action) => readFailedCall(action)?.error.action === 'logout',
  effect: (_action, api) => {
    api.dispatch(loggedOut());
  },
});
