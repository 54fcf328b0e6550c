import { server, resetMockDb } from '@mocks/node';

/**
 * Call at the top of a test file that talks to the API: the project's mock backend
 * answers (the same handlers as in the browser), and any request it does not know fails
 * the test. Override a call per test with `server.use(...)`.
 */
export const setupMockBackend = (): typeof server => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    resetMockDb();
  });
  afterAll(() => server.close());
  return server;
};
