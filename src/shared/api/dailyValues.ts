import type { ApiError } from './types';

/** What the baseQuery says about an answer beside its data. */
export interface ApiMeta {
  /** Answered from the `aptk-state` the prerendered HTML brought, not from the network. */
  fromHtml?: true;
}

/**
 * Tag of an answer that holds values of the day (prices, old prices, unit prices, stock
 * counts, pharmacy lists) and was answered from the prerendered HTML: those are as old as the
 * build. After hydration the app invalidates this tag once, so every such answer the page
 * shows is asked again from the API and replaces the HTML's in place (docs/decisions.md,
 * "Prerendering", "Today's values"). An answer from the network carries no tag.
 */
export const DAILY_FROM_HTML = 'DailyFromHtml' as const;

/** `providesTags` of every endpoint whose answer changes during the day. */
export const dailyValuesTags = (
  _result: unknown,
  _error: ApiError | undefined,
  _arg: unknown,
  meta: ApiMeta | undefined,
): Array<typeof DAILY_FROM_HTML> => (meta?.fromHtml ? [DAILY_FROM_HTML] : []);
