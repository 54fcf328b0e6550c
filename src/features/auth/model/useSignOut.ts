import { useCallback } from 'react';
import { useAppDispatch } from '@/shared/lib';
import { showToast } from '@/shared/ui';
import { useSignOutMutation } from '../api/authApi';
import { getDeviceToken } from '../lib/deviceToken';
import { loggedOut } from './authSlice';

/**
 * Sign-out: the server forgets the token for this device, then the session ends here. If
 * the call fails its error is shown, and this browser is signed out all the same: someone
 * pressing "Sign out" on a shared computer must not stay signed in.
 */
export const useSignOut = (): { signOut: () => Promise<void>; isSigningOut: boolean } => {
  const dispatch = useAppDispatch();
  const [callSignOut, { isLoading }] = useSignOutMutation();
  const signOut = useCallback(async () => {
    const result = await callSignOut({ device_token: getDeviceToken() });
    dispatch(loggedOut());
    if (!('error' in result)) dispatch(showToast({ tone: 'success', messageId: 'auth.signedOut' }));
  }, [callSignOut, dispatch]);
  return { signOut, isSigningOut: isLoading };
};
