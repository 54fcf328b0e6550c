import type { Dispatch } from '@reduxjs/toolkit';
import { onSessionElsewhere } from '../lib/sessionSignal';
import { hasStoredAuthToken, sessionChangedElsewhere } from './authSlice';

/**
 * Every tab follows a sign-in or sign-out made in another (docs/decisions.md, "Sessions"):
 * on the other tab's signal it reads the shared cookie again. Returns the unsubscribe.
 */
export const followSessionElsewhere = (dispatch: Dispatch): (() => void) =>
  onSessionElsewhere(() => {
    dispatch(sessionChangedElsewhere(hasStoredAuthToken()));
  });
