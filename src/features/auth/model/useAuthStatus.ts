import { useCallback } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useStateSelector } from '@/shared/lib';
import { profileApi, useGetProfileQuery, type Profile } from '../api/profileApi';
import { selectHasToken, type AuthState } from './authSlice';
import { selectAuthStatus, type AuthStatus } from './authStatus';

/** The session and the signed-in client's profile; keeps the profile query subscribed while a token is stored. */
export const useAuthStatus = (): { status: AuthStatus; profile: Profile | undefined } => {
  const hasToken = useStateSelector((state: { auth: AuthState }) => selectHasToken(state));
  const { data } = useGetProfileQuery(hasToken ? undefined : skipToken);
  const status = useStateSelector(selectAuthStatus);
  return { status, profile: status === 'authenticated' ? data : undefined };
};

/**
 * Asks for the profile again without subscribing: a new subscription to a failed query
 * refetches it, so a retry button that subscribed would retry each time it reappeared.
 */
export const useRetryProfile = (): (() => void) => {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    void dispatch(profileApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
  }, [dispatch]);
};
