import type { Middleware } from '@reduxjs/toolkit';
import { readFailedCall, type ApiError } from '@/shared/api';
import type { MessageId } from '@/shared/i18n';
import { showToast } from '@/shared/ui';
import { TOAST_LONG_MS, TOAST_MS } from '@/shared/config';

/** Calls whose failure toast stays 3 s instead of 2 s (docs/behaviour.md §8). */
const LONG_TOAST_ENDPOINTS = new Set(['confirmRegistration', 'confirmRecovery', 'setRecoveryPassword']);

/**
 * Sensitive changes whose 403 (wrong password) the form shows on its password field, with
 * what was typed kept (docs/decisions.md, "Sensitive changes ask again"): no toast besides.
 */
const REAUTH_ENDPOINTS = new Set(['changeEmail', 'changePassword', 'deleteProfile']);

/** A change refused in the client for another tab's session says so; any other failure is the site's error. */
const messageOf = (error: ApiError): MessageId =>
  error.status === 'SESSION_CHANGED' ? 'error.sessionChanged' : 'error.site';

/**
 * The one place failed API calls become toasts: the server's message as text, or
 * 'Error: site' when there is none (docs/behaviour.md §8).
 */
export const errorToastMiddleware: Middleware = (store) => (next) => (action) => {
  const result = next(action);
  const failed = readFailedCall(action as Parameters<typeof readFailedCall>[0]);
  if (failed && !(failed.error.status === 403 && REAUTH_ENDPOINTS.has(failed.endpointName))) {
    const durationMs = LONG_TOAST_ENDPOINTS.has(failed.endpointName) ? TOAST_LONG_MS : TOAST_MS;
    store.dispatch(
      failed.error.message
        ? showToast({ tone: 'error', text: failed.error.message, durationMs })
        : showToast({ tone: 'error', messageId: messageOf(failed.error), durationMs }),
    );
  }
  return result;
};
