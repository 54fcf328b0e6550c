import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { baseApi, readAuthToken, type ApiError, type ApiRequest } from '@/shared/api';
import { storeAuthToken } from '../lib/authToken';
import { BROKEN_ANSWER, readNextTry, readString } from './answers';

/** A call that signed the client in. The token itself went to its cookie. */
export interface Authorized {
  authorized: true;
}

/** A call that sent an SMS code: the session to confirm it, and when a new one may be sent. */
export interface CodeSent {
  authorized: false;
  session: string;
  nextTry: number;
}

export interface Credentials {
  phone: string;
  password: string;
}

export interface Registration extends Credentials {
  email: string;
  name: string;
}

export interface CodeConfirmation {
  code: string;
  session: string;
  device_token: string;
}

type Result<T> = { data: T } | { error: ApiError };
type Fetch = BaseQueryFn<ApiRequest, unknown, ApiError>;

/**
 * The auth token never enters Redux (state, actions, DevTools): it is written to its cookie
 * here, between the network and the cache, and the cache only learns that it arrived.
 */
const keepToken = (data: unknown): Result<Authorized> | undefined => {
  const token = readString(data, 'auth_token');
  if (!token) return undefined;
  storeAuthToken(token);
  return { data: { authorized: true } };
};

const call = async (fetch: Fetch, request: ApiRequest, api: Parameters<Fetch>[1]): Promise<Result<unknown>> => {
  const result = await fetch(request, api, {});
  return 'error' in result && result.error ? { error: result.error } : { data: result.data };
};

const codeSent = (data: unknown): Result<CodeSent> | undefined => {
  const session = readString(data, 'session');
  return session ? { data: { authorized: false, session, nextTry: readNextTry(data) ?? 0 } } : undefined;
};

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<Authorized, Credentials>({
      queryFn: async (body, api, _extra, fetch) => {
        const result = await call(fetch, { url: '/auth/phone', method: 'PUT', params: body }, api);
        if ('error' in result) return result;
        return keepToken(result.data) ?? { error: BROKEN_ANSWER };
      },
    }),
    /** Either signs in at once (auth_token) or sends an SMS code (session + next_try). */
    register: build.mutation<Authorized | CodeSent, Registration>({
      queryFn: async (body, api, _extra, fetch) => {
        const result = await call(fetch, { url: '/auth/register', method: 'PUT', params: body }, api);
        if ('error' in result) return result;
        return keepToken(result.data) ?? codeSent(result.data) ?? { error: BROKEN_ANSWER };
      },
    }),
    confirmRegistration: build.mutation<Authorized, CodeConfirmation>({
      queryFn: async (body, api, _extra, fetch) => {
        const result = await call(fetch, { url: '/auth/confirm', method: 'PUT', params: body }, api);
        if ('error' in result) return result;
        return keepToken(result.data) ?? { error: BROKEN_ANSWER };
      },
    }),
    resendRegistrationCode: build.mutation<number, { session: string }>({
      query: (body) => ({ url: '/auth/resend', method: 'PUT', params: body }),
      transformResponse: (data: unknown) => readNextTry(data) ?? 0,
    }),
    /**
     * Best effort: the session has already ended in this browser (docs/decisions.md,
     * "Sessions"), so a failure is not shown. The token is read as the call starts, before the
     * sign-out removes the cookie, and travels with this request only (never in Redux).
     */
    signOut: build.mutation<null, { device_token: string }>({
      queryFn: async (body, api, _extra, fetch) => {
        const authToken = readAuthToken();
        if (authToken) await call(fetch, { url: '/auth/logout', method: 'PUT', params: body, authToken }, api);
        return { data: null };
      },
    }),
    requestRecovery: build.mutation<CodeSent, { phone: string }>({
      queryFn: async (body, api, _extra, fetch) => {
        const result = await call(fetch, { url: '/auth/recovery', method: 'PUT', params: body }, api);
        if ('error' in result) return result;
        return codeSent(result.data) ?? { error: BROKEN_ANSWER };
      },
    }),
    /**
     * Answers the one-use recovery token that allows setting a new password. Kept under the
     * key `token` so DevTools' sanitizer masks it.
     */
    confirmRecovery: build.mutation<{ token: string }, CodeConfirmation>({
      queryFn: async (body, api, _extra, fetch) => {
        const result = await call(fetch, { url: '/auth/recovery/confirm', method: 'PUT', params: body }, api);
        if ('error' in result) return result;
        const token = readString(result.data, 'token');
        return token ? { data: { token } } : { error: BROKEN_ANSWER };
      },
    }),
    /** spec.md leaves the answer open; docs/api.md gives next_try. Without it: no wait. */
    resendRecoveryCode: build.mutation<number, { session: string }>({
      query: (body) => ({ url: '/auth/recovery/resend', method: 'PUT', params: body }),
      transformResponse: (data: unknown) => readNextTry(data) ?? 0,
    }),
    setRecoveryPassword: build.mutation<Authorized, { token: string; password: string }>({
      queryFn: async (body, api, _extra, fetch) => {
        const result = await call(fetch, { url: '/auth/recovery/password', method: 'PUT', params: body }, api);
        if ('error' in result) return result;
        return keepToken(result.data) ?? { error: BROKEN_ANSWER };
      },
    }),
  }),
});

export const {
  useSignInMutation,
  useRegisterMutation,
  useConfirmRegistrationMutation,
  useResendRegistrationCodeMutation,
  useRequestRecoveryMutation,
  useConfirmRecoveryMutation,
  useResendRecoveryCodeMutation,
  useSetRecoveryPasswordMutation,
} = authApi;
