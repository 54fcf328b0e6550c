import { baseApi } from '@/shared/api';

export interface City {
  id: number;
  name: string;
}

export const cityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.query<City[], void>({
      query: () => ({ url: '/cities' }),
      transformResponse: (answer: { list: City[] }) => answer.list,
      providesTags: ['Cities'],
    }),
    /** The stored city when it exists, else the visitor's city by IP (id 1 by default). */
    locateCity: build.query<City, { id: number } | Record<string, never>>({
      query: (params) => ({ url: '/cities/locate', params }),
    }),
  }),
});

export const { useGetCitiesQuery, useLocateCityQuery } = cityApi;
