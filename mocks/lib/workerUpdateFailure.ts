/**
 * msw checks its own worker for an update without waiting for the answer; a page left or
 * reloaded during that check rejects it ("Failed to update a ServiceWorker … Not found"). The
 * worker already running keeps answering, so that rejection is no error of the page
 * (docs/mock-backend.md, "The mock's own worker"). Any other rejection is left alone.
 */
export const ignoreOwnWorkerUpdateFailure = (event: Pick<PromiseRejectionEvent, 'reason' | 'preventDefault'>): void => {
  const message: unknown = (event.reason as { message?: unknown } | null)?.message;
  if (
    typeof message === 'string' &&
    message.startsWith('Failed to update a ServiceWorker') &&
    message.includes('mockServiceWorker.js')
  )
    event.preventDefault();
};
