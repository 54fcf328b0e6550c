import { baseApi, EmptySchema } from '@/shared/api';

export const subscribeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The answer is not read, only checked (docs/behaviour.md §7). */
    subscribe: build.mutation<void, { email: string }>({
      query: ({ email }) => ({ url: '/subscribe', method: 'PUT', params: { email, is_deleted: true } }),
      rawResponseSchema: EmptySchema,
      transformResponse: () => undefined,
    }),
  }),
});

export const { useSubscribeMutation } = subscribeApi;
