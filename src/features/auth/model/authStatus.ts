import type { AuthState, AuthStatus } from './authSlice';

export type { AuthStatus };

/** The part of the state the session is read from. */
export type AuthStatusState = { auth: AuthState };

/**
 * Signed in when a token is stored and its profile has a phone (docs/decisions.md, "Auth");
 * unavailable when the profile failed; unknown while the cookie is not read yet or the profile
 * is loading. A state of its own (authSlice.ts), so a grid of 24 product cards reads it
 * without 24 query subscriptions; the profile query itself is subscribed by the header's
 * account entry (`useAuthStatus`).
 */
export const selectAuthStatus = (state: AuthStatusState): AuthStatus => state.auth.status;

/** A session exists, whether or not its profile could be loaded. */
export const isSignedIn = (status: AuthStatus): boolean => status === 'authenticated' || status === 'unavailable';
