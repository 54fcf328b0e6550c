/**
 * msw checks the worker registration of its scope for an update without waiting for the answer;
 * a page left or reloaded during that check rejects it ("Failed to update a ServiceWorker …
 * Not found"), and so does a check of a registration whose newest script is the production
 * build's offline worker (`sw.js`, a 404 here), left by a production release of the same origin
 * (the deploy suite swaps one in). The worker already running keeps answering, so that rejection
 * is no error of the page (docs/mock-backend.md, "The mock's own worker"): a mock build registers
 * no `sw.js` itself. Any other rejection is left alone.
 */
const SCOPE_WORKERS = /with script \('[^']*\/(mockServiceWorker|sw)\.js'\)/;

export const ignoreOwnWorkerUpdateFailure = (event: Pick<PromiseRejectionEvent, 'reason' | 'preventDefault'>): void => {
  const message: unknown = (event.reason as { message?: unknown } | null)?.message;
  if (
    typeof message === 'string' &&
    message.startsWith('Failed to update a ServiceWorker') &&
    SCOPE_WORKERS.test(message)
  )
    event.preventDefault();
};
