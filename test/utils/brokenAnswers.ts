import { http, HttpResponse, type JsonBodyType } from 'msw';
import { makeStore, type AppStore } from '@/app/store';
import { selectToasts } from '@/shared/ui';
import { forgetTolerated } from '@/shared/api/tolerant';
import type { setupMockBackend } from './msw';
import { addEveryFeature } from './features';

addEveryFeature();

/**
 * An answer its schema refuses (src/shared/api/answers.ts), and the call that receives it: one
 * without what the page cannot do without, or whose list is no list (an entry missing a
 * required field is left out instead: `itLeavesOutBrokenEntries`).
 */
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

/** An answer whose list holds one entry its schema refuses, and the call that receives it. */
interface ListWithBrokenEntry extends BrokenAnswer {
  /** How many entries the call's data shows: one fewer than the answer's list. */
  count: (data: unknown) => number;
  expected: number;
}

/**
 * One test per row: a list with one entry missing a required field (docs/api.md, "Required and
 * optional fields") is read without that entry: data, no error, no toast, and the entry
 * reported once to the console (development builds).
 */
export const itLeavesOutBrokenEntries = (
  server: ReturnType<typeof setupMockBackend>,
  rows: Record<string, ListWithBrokenEntry>,
): void => {
  it.each(Object.entries(rows))('reads %s without the broken entry', async (_name, row) => {
    forgetTolerated();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      server.use(http[row.method](`*/site/v1${row.path}`, () => HttpResponse.json(row.answer)));
      const store = makeStore();
      const result = await row.send(store);
      expect(result.error).toBeUndefined();
      expect(row.count((result as { data?: unknown }).data)).toBe(row.expected);
      expect(selectToasts(store.getState())).toEqual([]);
      // Only this report counts: on a slow machine an earlier test's late answer may warn of its own.
      const reports = warn.mock.calls.filter(([message]) => /API answer:/.test(String(message)));
      expect(reports).toHaveLength(1);
      expect(reports[0]?.[0]).toMatch(/left out/);
    } finally {
      warn.mockRestore();
    }
  });
};
