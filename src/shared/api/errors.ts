import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { isApiError, type ApiError } from './types';

/** The failed endpoint's name and its error body, when the action is a failed API call. */
export const readFailedCall = (action: UnknownAction): { endpointName: string; error: ApiError } | null => {
  if (!isRejectedWithValue(action)) return null;
  const meta = action.meta as { arg?: { endpointName?: unknown } };
  const endpointName = typeof meta.arg?.endpointName === 'string' ? meta.arg.endpointName : '';
  return isApiError(action.payload)
    ? { endpointName, error: action.payload }
    : { endpointName, error: { status: 'FETCH_ERROR' } };
};
