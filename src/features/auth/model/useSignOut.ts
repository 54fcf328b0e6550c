import { useCallback } from 'react';
import { useAppDispatch } from '@/shared/lib';
import { signOutRequested } from './authSlice';

/**
 * Sign-out ends the session in this browser at once; the server is told best effort
 * (the auth listener, docs/decisions.md "Sessions"). Nothing to wait for, so no busy state.
 */
export const useSignOut = (): { signOut: () => void } => {
  const dispatch = useAppDispatch();
  const signOut = useCallback(() => {
    dispatch(signOutRequested());
  }, [dispatch]);
  return { signOut };
};
