import { baseApi } from '@/shared/api';
import type { Pharmacy } from '../model/types';
import { toPharmacy, type PharmacyDto } from './dto';

export const pharmaciesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The pharmacies of a city (GET /pharmacies). */
    getPharmacies: build.query<Pharmacy[], { city_id: number }>({
      query: (params) => ({ url: '/pharmacies', params }),
      transformResponse: (answer: { list: PharmacyDto[] }) => answer.list.map(toPharmacy),
    }),
  }),
});

export const { useGetPharmaciesQuery } = pharmaciesApi;
