import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers';
import { withoutPath } from '@mocks/minimal';
import type { setupMockBackend } from './msw';

/**
 * The mock backend's own answer to a GET call, changed by `change` before the app reads it: a
 * field removed (`withoutPath`) or broken, for the tolerant reader's page tests (docs/api.md,
 * "Required and optional fields").
 */
export const serveChanged = (
  server: ReturnType<typeof setupMockBackend>,
  path: string,
  change: (answer: unknown) => unknown,
): void => {
  server.use(
    http.get(`*/site/v1${path}`, async ({ request }) => {
      const original = await getResponse(handlers, request);
      if (!original) throw new Error(`the mock backend has no answer for ${path}`);
      return HttpResponse.json(change(await original.json()) as object);
    }),
  );
};

/** The mock's answer to `path` without the optional field at `field`. */
export const serveWithout = (server: ReturnType<typeof setupMockBackend>, path: string, field: string): void =>
  serveChanged(server, path, (answer) => withoutPath(answer, field));
