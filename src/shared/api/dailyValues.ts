import type { ApiError } from './types';

/** What the baseQuery says about an answer beside its data. */
export interface ApiMeta {
  /** Answered from the `aptk-state` the prerendered HTML brought, not from the network. */
  fromHtml?: true;
  /** Of that answer, the HTML brought only what its page shows (src/app/prerender/trimAnswers.ts). */
  partial?: true;
}

/**
 * Tag of an answer that holds values of the day (prices, old prices, unit prices, stock
 * counts, pharmacy lists) and was answered from the prerendered HTML: those are as old as the
 * build. After hydration the app invalidates this tag once, so every such answer the page
 * shows is asked again from the API and replaces the HTML's in place (docs/decisions.md,
 * "Prerendering", "Today's values"). An answer from the network carries no tag.
 */
export const DAILY_FROM_HTML = 'DailyFromHtml' as const;

/** `providesTags` of an endpoint whose answer the HTML may bring in part: asked again after hydration like a day's value. */
export const partialFromHtmlTags = (
  _result: unknown,
  _error: ApiError | undefined,
  _arg: unknown,
  meta: ApiMeta | undefined,
): Array<typeof DAILY_FROM_HTML> => (meta?.partial ? [DAILY_FROM_HTML] : []);

/** `providesTags` of every endpoint whose answer changes during the day. */
export const dailyValuesTags = (
  _result: unknown,
  _error: ApiError | undefined,
  _arg: unknown,
  meta: ApiMeta | undefined,
): Array<typeof DAILY_FROM_HTML> => (meta?.fromHtml ? [DAILY_FROM_HTML] : []);
