/** Mock backend for jest: `server.listen({ onUnhandledRequest: 'error' })`, `resetMockDb()` between tests. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
export { resetMockDb } from './db';
export { clearQa as resetMockQa } from './qa';
