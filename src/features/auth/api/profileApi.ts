import { baseApi } from '@/shared/api';

export interface Profile {
  phone: string;
  email: string;
  name: string;
}

const readProfile = (data: unknown): Profile => {
  const answer = (typeof data === 'object' && data !== null ? data : {}) as Partial<Record<keyof Profile, unknown>>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { phone: text(answer.phone), email: text(answer.email), name: text(answer.name) };
};

export const profileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ({ url: '/clients' }),
      transformResponse: readProfile,
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
