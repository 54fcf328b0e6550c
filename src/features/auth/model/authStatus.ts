import { profileApi } from '../api/profileApi';
import type { AuthState } from './authSlice';

/**
 * `unavailable`: signed in (a token is stored), but the profile could not be loaded (a 500,
 * a network error, a time-out). Only `action: logout` ends a session (docs/decisions.md,
 * "Sessions"), so the visitor stays signed in and is offered a retry.
 */
export type AuthStatus = 'unknown' | 'anonymous' | 'authenticated' | 'unavailable';

const selectProfileResult = profileApi.endpoints.getProfile.select();

/** The part of the state the session is read from: the token flag and the cached profile. */
export type AuthStatusState = { auth: AuthState } & Parameters<typeof selectProfileResult>[0];

/**
 * Signed in when a token is stored and its profile has a phone (docs/decisions.md, "Auth");
 * unavailable when the profile failed. Unknown while the cookie is not read yet or the profile
 * is loading. A selector,
 * so a grid of 24 product cards reads it without 24 query subscriptions; the profile query
 * itself is subscribed by the header's account entry (`useAuthStatus`).
 */
export const selectAuthStatus = (state: AuthStatusState): AuthStatus => {
  if (!state.auth.restored) return 'unknown';
  if (!state.auth.hasToken) return 'anonymous';
  const profile = selectProfileResult(state);
  if (profile.isError) return 'unavailable';
  if (!profile.data) return 'unknown';
  return profile.data.phone ? 'authenticated' : 'anonymous';
};

/** A session exists, whether or not its profile could be loaded. */
export const isSignedIn = (status: AuthStatus): boolean => status === 'authenticated' || status === 'unavailable';
