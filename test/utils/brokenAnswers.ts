import { http, HttpResponse, type JsonBodyType } from 'msw';
import { makeStore, type AppStore } from '@/app/store';
import { selectToasts } from '@/shared/ui';
import type { setupMockBackend } from './msw';

/** An answer its schema refuses (src/shared/api/answers.ts), and the call that receives it. */
interface BrokenAnswer {
  method: 'get' | 'put' | 'post';
  /** below `/site/v1` */
  path: string;
  answer: JsonBodyType;
  send: (store: AppStore) => PromiseLike<{ error?: unknown }>;
}

/**
 * One test per row: the answer is served for its call, and the app reads it like any
 * unreadable answer (docs/api.md, "Answer schemas"): a PARSE_ERROR, the "Error: site" toast,
 * never data. Each row's answer would be read without complaint if its endpoint lost its
 * `rawResponseSchema`.
 */
export const itRefusesBrokenAnswers = (
  server: ReturnType<typeof setupMockBackend>,
  rows: Record<string, BrokenAnswer>,
): void => {
  it.each(Object.entries(rows))('turns %s into the usual error and toast', async (_name, row) => {
    server.use(http[row.method](`*/site/v1${row.path}`, () => HttpResponse.json(row.answer)));
    const store = makeStore();
    const result = await row.send(store);
    expect(result.error).toEqual({ status: 'PARSE_ERROR' });
    expect(selectToasts(store.getState())).toEqual([
      expect.objectContaining({ tone: 'error', messageId: 'error.site' }),
    ]);
  });
};
