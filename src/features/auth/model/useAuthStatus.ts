import { useCallback } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useStateSelector } from '@/shared/lib';
import { useGetProfileQuery, type Profile } from '../api/profileApi';
import { selectHasToken, type AuthState } from './authSlice';
import { selectAuthStatus, type AuthStatus } from './authStatus';

/** The session and the signed-in client's profile; keeps the profile query subscribed while a token is stored. */
export const useAuthStatus = (): { status: AuthStatus; profile: Profile | undefined; retry: () => void } => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const { data, refetch } = useGetProfileQuery(hasToken ? undefined : skipToken);
  const status = useStateSelector(selectAuthStatus);
  const retry = useCallback(() => {
    void refetch();
  }, [refetch]);
  return { status, profile: status === 'authenticated' ? data : undefined, retry };
};
