import { apiBaseQuery, baseApi, readAuthToken } from '@/shared/api';

/** The session's end, which every start may need (a stale token); the rest of auth comes with its dialogs (authApi.ts). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Best effort: the session has already ended in this browser (docs/decisions.md,
     * "Sessions"), so a failure is not shown and the answer (EmptySchema) is not read. The
     * token is read as the call starts, before the sign-out removes the cookie, and travels
     * with this request only (never in Redux). It runs with a signal of its own: the sign-out's
     * `resetApiState` aborts what RTK Query is running, and the request, which awaits its
     * signature first (docs/decisions.md, "Request signing"), would not have left yet.
     */
    signOut: build.mutation<null, { device_token: string }>({
      queryFn: async (body, api) => {
        const authToken = readAuthToken();
        if (authToken)
          await apiBaseQuery(
            { url: '/auth/logout', method: 'PUT', params: body, authToken },
            { ...api, signal: new AbortController().signal },
            {},
          );
        return { data: null };
      },
    }),
  }),
});
