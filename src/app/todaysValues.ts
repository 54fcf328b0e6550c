import { createAction, createSlice } from '@reduxjs/toolkit';
import { baseApi, DAILY_FROM_HTML } from '@/shared/api';
import { listenersOnce, startAppListening } from '@/shared/lifecycle';

/**
 * Today's values on a prerendered page (docs/decisions.md, "Prerendering", "Today's values").
 * The HTML, and the answers it brings in `aptk-state`, are as old as the build; prices and
 * stock change during the day. Once the page has hydrated and holds the visitor's city, every
 * answer of the day still served from the HTML is asked again: RTK Query's tag invalidation
 * refetches those the page shows (one request per answer, never one per card) and keeps their
 * data on screen meanwhile, so nothing empties or moves; those the page no longer shows (another
 * city's visitor) are dropped. When a shown price changed, screen readers hear it once.
 */

/** The prerendered page has hydrated and holds the visitor's city (start.tsx). */
export const pageHydrated = createAction('app/pageHydrated');

interface TodaysValuesState {
  /** A price the HTML showed was replaced by today's: said once by the shell's live region. */
  pricesChanged: boolean;
}

const initialState: TodaysValuesState = { pricesChanged: false };

export const todaysValuesSlice = createSlice({
  name: 'todaysValues',
  initialState,
  reducers: {
    pricesUpdated: (state) => {
      state.pricesChanged = true;
    },
  },
});

export const { pricesUpdated } = todaysValuesSlice.actions;

/**
 * Every price an answer holds (a product's price, old price and unit price, a pharmacy's
 * price), in a stable order: two answers show the same prices when these are equal.
 */
export const pricesIn = (data: unknown): string => {
  const found: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}.${index}`));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, item] of Object.entries(value)) {
      if (/price/i.test(key) && (typeof item === 'number' || item === null)) found.push(`${path}.${key}=${item}`);
      else walk(item, `${path}.${key}`);
    }
  };
  walk(data, '');
  return found.join(';');
};

/** An answer asked again is in when its request has changed and is no longer running. */
const ANSWERS_WAIT_MS = 30_000;

interface QueryEntry {
  status: string;
  requestId?: string;
  data?: unknown;
}
type State = { [baseApi.reducerPath]: { queries: Record<string, QueryEntry | undefined> } };

export const registerTodaysValuesListeners = listenersOnce(() => {
  startAppListening.withTypes<State>()({
    actionCreator: pageHydrated,
    effect: async (_action, api) => {
      // A task of its own: the one that marks the page ready is long enough already at 4x CPU
      // (docs/performance.md, "Today's values").
      await api.delay(0);
      const before = api.getState();
      const entries = baseApi.util
        .selectInvalidatedBy(before as Parameters<typeof baseApi.util.selectInvalidatedBy>[0], [DAILY_FROM_HTML])
        .map(({ queryCacheKey }) => ({ key: queryCacheKey, was: before.api.queries[queryCacheKey] }));
      if (entries.length === 0) return;
      api.dispatch(baseApi.util.invalidateTags([DAILY_FROM_HTML]));
      const settled = (state: State) =>
        entries.every(({ key, was }) => {
          const now = state.api.queries[key];
          return now === undefined || (now.requestId !== was?.requestId && now.status !== 'pending');
        });
      if (!settled(api.getState()) && !(await api.condition((_next, state) => settled(state), ANSWERS_WAIT_MS))) return;
      const after = api.getState();
      const changed = entries.some(({ key, was }) => {
        const now = after.api.queries[key];
        // An equal answer keeps the HTML's objects (RTK Query's structural sharing): nothing to walk.
        return (
          now?.status === 'fulfilled' &&
          was?.data !== undefined &&
          now.data !== was.data &&
          pricesIn(now.data) !== pricesIn(was.data)
        );
      });
      if (changed) api.dispatch(pricesUpdated());
    },
  });
});
