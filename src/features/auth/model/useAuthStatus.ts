import { skipToken } from '@reduxjs/toolkit/query';
import { useStateSelector } from '@/shared/lib';
import { useGetProfileQuery, type Profile } from '../api/profileApi';
import { selectAuthRestored, selectHasToken, type AuthState } from './authSlice';

export type AuthStatus = 'unknown' | 'anonymous' | 'authenticated';

/** Logged in only when a token is stored and the profile has a phone (spec section 3). */
export const useAuthStatus = (): { status: AuthStatus; profile: Profile | undefined } => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const restored = useStateSelector((state: { auth: AuthState }) => selectAuthRestored(state));
  const { data, isLoading, isError } = useGetProfileQuery(hasToken ? undefined : skipToken);
  if (!restored) return { status: 'unknown', profile: undefined };
  if (!hasToken || isError) return { status: 'anonymous', profile: undefined };
  if (isLoading || !data) return { status: 'unknown', profile: undefined };
  return data.phone ? { status: 'authenticated', profile: data } : { status: 'anonymous', profile: undefined };
};
