import { isApiError } from '@/shared/api';
import type { OrderAttempt } from '../model/types';
import { newIdempotencyKey } from '@/shared/lib';

/**
 * The attempt to send `args` with: the previous one when it was made for exactly this request
 * (a retry after a lost answer or a reload), else a new key. A changed cart, pharmacy or contact
 * makes a new request, and the server refuses a key reused for another body. The body of a
 * split (POST /orders/visit) differs from any single order's, so it never shares a key with one.
 */
export const attemptFor = (previous: OrderAttempt | null, args: object): OrderAttempt => {
  const body = JSON.stringify(args);
  return previous && previous.body === body ? previous : { key: newIdempotencyKey(), body };
};

/**
 * A failure after which the order may exist although no answer said so: no answer at all, an
 * unreadable one, a time limit, or a server error. Any status that is not an HTTP number counts.
 */
export const isOutcomeUnknown = (error: unknown): boolean =>
  !isApiError(error) || typeof error.status !== 'number' || error.status >= 500;
