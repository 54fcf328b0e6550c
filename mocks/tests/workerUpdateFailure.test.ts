import { ignoreOwnWorkerUpdateFailure } from '../lib/workerUpdateFailure';

const rejection = (reason: unknown) => ({ reason, preventDefault: jest.fn() });

describe('the mock worker’s own update check', () => {
  it('a failed update of mockServiceWorker.js is not reported as an error of the page', () => {
    const event = rejection(
      new TypeError(
        "Failed to update a ServiceWorker for scope ('http://localhost:4173/') with script ('http://localhost:4173/mockServiceWorker.js'): Not found",
      ),
    );
    ignoreOwnWorkerUpdateFailure(event);
    expect(event.preventDefault).toHaveBeenCalled();
  });

  it.each([
    [
      'another worker',
      new TypeError("Failed to update a ServiceWorker for scope ('/') with script ('/sw.js'): Not found"),
    ],
    ['an error of the app', new Error('PARSE_ERROR')],
    ['a rejection without an error', undefined],
  ])('%s is still reported', (_name, reason) => {
    const event = rejection(reason);
    ignoreOwnWorkerUpdateFailure(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });
});
