import { baseApi } from '@/shared/api';

export interface Profile {
  phone: string;
  email: string;
  name: string;
}

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ({ url: '/clients' }),
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;
