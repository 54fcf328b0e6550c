import { skipToken } from '@reduxjs/toolkit/query';
import { useStateSelector } from '@/shared/lib';
import { useGetProfileQuery, type Profile } from '../api/profileApi';
import { selectHasToken, type AuthState } from './authSlice';
import { selectAuthStatus, type AuthStatus } from './authStatus';

/** The session and the signed-in client's profile; keeps the profile query subscribed while a token is stored. */
export const useAuthStatus = (): { status: AuthStatus; profile: Profile | undefined } => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const { data } = useGetProfileQuery(hasToken ? undefined : skipToken);
  const status = useStateSelector(selectAuthStatus);
  return { status, profile: status === 'authenticated' ? data : undefined };
};
