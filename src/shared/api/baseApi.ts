import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';
import type { ApiError } from './types';
import { DAILY_FROM_HTML } from './dailyValues';

/**
 * The one API of the app. Features add their endpoints with `baseApi.injectEndpoints`.
 * Tags: `Profile` follows the session; `Favourites` and `Orders` belong to the signed-in
 * client; city-dependent queries carry `city_id` in their arguments, so a city change asks
 * for new data by itself. `DailyFromHtml`: the day's values answered from the prerendered HTML
 * (dailyValues.ts), asked again once after hydration.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Profile', 'Favourites', 'Orders', 'Cities', 'Alerts', 'Therapies', 'Questions', DAILY_FROM_HTML],
  // Data of a screen left a minute ago is fresh enough to show again without a request.
  keepUnusedDataFor: 120,
  // An answer that does not match its schema (answers.ts) is as unreadable as broken JSON:
  // the same error result, toast and error state, never a crash (docs/api.md, "Answer schemas").
  catchSchemaFailure: (): ApiError => ({ status: 'PARSE_ERROR' }),
  endpoints: () => ({}),
});
