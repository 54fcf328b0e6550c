import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

/**
 * The one API of the app. Features add their endpoints with `baseApi.injectEndpoints`.
 * Tags: `Profile` follows the session; `Favourites` and `Orders` belong to the signed-in
 * client; city-dependent queries carry `city_id` in their arguments, so a city change asks
 * for new data by itself.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Profile', 'Favourites', 'Orders', 'Cities'],
  // Data of a screen left a minute ago is fresh enough to show again without a request.
  keepUnusedDataFor: 120,
  endpoints: () => ({}),
});
