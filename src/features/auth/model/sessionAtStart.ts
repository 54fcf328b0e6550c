import type { Dispatch } from '@reduxjs/toolkit';
import { hasSessionMark, markSessionStart } from '../lib/sessionMark';
import { sessionEnded } from '@/shared/lifecycle';
import { hasStoredAuthToken } from './authSlice';

/**
 * Once per app start, after the session cookie is read (start.tsx): a session that ended while
 * no tab was open (its cookie expired or was removed) left its mark (lib/sessionMark.ts) and no
 * cookie, so it ends now, before anything asks for the browser's alerts or reminders
 * (docs/decisions.md, "Session end"). A session from before the mark existed gets one now.
 */
export const checkSessionAtStart = (dispatch: Dispatch): void => {
  const signedIn = hasStoredAuthToken();
  if (signedIn && !hasSessionMark()) markSessionStart();
  if (!signedIn && hasSessionMark()) dispatch(sessionEnded({ where: 'away' }));
};
