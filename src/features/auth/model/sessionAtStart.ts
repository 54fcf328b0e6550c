import type { Dispatch } from '@reduxjs/toolkit';
import { sessionEnded } from '@/shared/lifecycle';
import { forgetCachedLeftovers, hasClientLeftovers } from '@/shared/storage';
import { hasSessionMark, markSessionStart } from '../lib/sessionMark';
import { hasStoredAuthToken } from './authSlice';

/**
 * Once per app start, after the session cookie is read (start.tsx): a session that ended while
 * no tab was open (its cookie expired or was removed) left its mark (lib/sessionMark.ts), or
 * something only a session writes (the storage registry's `client` values), and no cookie, so it
 * ends now, before anything asks for the browser's alerts or reminders (docs/decisions.md,
 * "Session end"). With nothing of the kind in Web Storage, the worker's reminders may still be
 * a session's leftover: they go too. A session from before the mark existed gets one now.
 */
export const checkSessionAtStart = (dispatch: Dispatch): void => {
  const signedIn = hasStoredAuthToken();
  if (signedIn && !hasSessionMark()) markSessionStart();
  if (signedIn) return;
  if (hasSessionMark() || hasClientLeftovers()) dispatch(sessionEnded({ where: 'away' }));
  else void forgetCachedLeftovers();
};
