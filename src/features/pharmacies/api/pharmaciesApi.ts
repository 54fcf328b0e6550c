import { baseApi, PharmaciesSchema, type PharmaciesDto } from '@/shared/api';
import type { Pharmacy } from '../model/types';
import { toPharmacy } from './dto';

export const pharmaciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The pharmacies of a city (GET /pharmacies). */
    getPharmacies: build.query<Pharmacy[], { city_id: number }>({
      query: (params) => ({ url: '/pharmacies', params }),
      rawResponseSchema: PharmaciesSchema,
      transformResponse: (answer: PharmaciesDto) => answer.list.map(toPharmacy),
    }),
  }),
});

export const { useGetPharmaciesQuery } = pharmaciesApi;
