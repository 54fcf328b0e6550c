import { baseApi, CitiesSchema, CitySchema, type CitiesDto, type CityDto } from '@/shared/api';

/** The answer as it is (no mapping). */
export type City = CityDto;

export const cityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCities: build.query<City[], void>({
      query: () => ({ url: '/cities' }),
      rawResponseSchema: CitiesSchema,
      transformResponse: (answer: CitiesDto) => answer.list,
      providesTags: ['Cities'],
    }),
    /** The stored city when it exists, else the visitor's city by IP (id 1 by default). */
    locateCity: build.query<City, { id: number } | Record<string, never>>({
      query: (params) => ({ url: '/cities/locate', params }),
      rawResponseSchema: CitySchema,
    }),
  }),
});

export const { useGetCitiesQuery, useLocateCityQuery } = cityApi;
