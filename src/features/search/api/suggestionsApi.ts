import { baseApi, SuggestionsSchema, type SuggestionsDto } from '@/shared/api';

interface SuggestionsArgs {
  count: number;
  query: string;
  city_id: number;
}

export const suggestionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Product names for the header search (docs/behaviour.md §13). */
    getSuggestions: build.query<string[], SuggestionsArgs>({
      query: (params) => ({ url: '/search/suggestions', params }),
      rawResponseSchema: SuggestionsSchema,
      transformResponse: (answer: SuggestionsDto) => answer.list.map((item) => item.name),
    }),
  }),
});

export const { useGetSuggestionsQuery } = suggestionsApi;
