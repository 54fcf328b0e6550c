import { baseApi, dailyValuesTags, PharmaciesSchema, type PharmaciesDto } from '@/shared/api';
import type { Pharmacy } from '../model/types';
import { toPharmacy } from './dto';

export const pharmaciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The pharmacies of a city (GET /pharmacies). */
    getPharmacies: build.query<Pharmacy[], { city_id: number }>({
      query: (params) => ({ url: '/pharmacies', params }),
      rawResponseSchema: PharmaciesSchema,
      // A city's pharmacy list changes during the day (docs/decisions.md, "Today's values").
      providesTags: dailyValuesTags,
      transformResponse: (answer: PharmaciesDto) => answer.list.map(toPharmacy),
    }),
  }),
});

export const { useGetPharmaciesQuery } = pharmaciesApi;
