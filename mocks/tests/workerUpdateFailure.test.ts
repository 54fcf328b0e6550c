import { ignoreOwnWorkerUpdateFailure } from '../lib/workerUpdateFailure';

const rejection = (reason: unknown) => ({ reason, preventDefault: jest.fn() });

describe('the mock worker’s own update check', () => {
  it.each([
    [
      'mockServiceWorker.js',
      "Failed to update a ServiceWorker for scope ('http://localhost:4173/') with script ('http://localhost:4173/mockServiceWorker.js'): Not found",
    ],
    [
      'the offline worker of a registration a production release left',
      "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4178/') with script ('http://127.0.0.1:4178/sw.js'): A bad HTTP response code (404) was received when fetching the script.",
    ],
  ])('a failed update of %s is not reported as an error of the page', (_name, message) => {
    const event = rejection(new TypeError(message));
    ignoreOwnWorkerUpdateFailure(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it.each([
    [
      'another worker',
      new TypeError("Failed to update a ServiceWorker for scope ('/') with script ('/other-worker.js'): Not found"),
    ],
    ['an error of the app', new Error('PARSE_ERROR')],
    ['a rejection without an error', undefined],
  ])('%s is still reported', (_name, reason) => {
    const event = rejection(reason);
    ignoreOwnWorkerUpdateFailure(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
