import { baseApi, ProfileSchema, type ProfileDto } from '@/shared/api';

/** The answer as it is: its schema already reads a missing field as '' (a profile without a phone is no session). */
export type Profile = ProfileDto;

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ({ url: '/clients' }),
      rawResponseSchema: ProfileSchema,
      providesTags: ['Profile'],
    }),
  }),
});

export const { useGetProfileQuery } = profileApi;

/** An edit the server confirmed goes straight into the cached profile (no second request). */
export const profileUpdated = (patch: Partial<Profile>) =>
  profileApi.util.updateQueryData('getProfile', undefined, (draft) => {
    Object.assign(draft, patch);
  });
