import {
  AuthTokenSchema,
  baseApi,
  CodeSentSchema,
  NextTrySchema,
  RecoveryTokenSchema,
  RegisterSchema,
  type AuthTokenDto,
  type CodeSentDto,
  type NextTryDto,
  type RecoveryTokenDto,
  type RegisterDto,
} from '@/shared/api';
import { storeAuthToken } from '../lib/authToken';

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

/**
 * The auth token never enters Redux (state, actions, DevTools): it is written to its cookie
 * here, between the network and the cache, and the cache only learns that it arrived. An
 * answer without one fails its schema (shared/api/answers.ts) and is a PARSE_ERROR.
 */
const keepToken = (answer: AuthTokenDto): Authorized => {
  storeAuthToken(answer.auth_token);
  return { authorized: true };
};

/** Whole seconds, never negative: an odd `next_try` means "now". */
const wait = (seconds: number): number => Math.max(0, Math.ceil(seconds));

const codeSent = (answer: CodeSentDto): CodeSent => ({
  authorized: false,
  session: answer.session,
  nextTry: wait(answer.next_try),
});

const nextTry = (answer: NextTryDto): number => wait(answer.next_try);

/**
 * The calls of the sign-in and recovery dialogs, injected with them: most visits never sign in,
 * so the first load has only the profile and the sign-out (sessionApi.ts). The auth listener
 * knows these calls' answers by their endpoint names (SESSION_CALLS, model/listener.ts), not
 * by this module.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    signIn: build.mutation<Authorized, Credentials>({
      query: (body) => ({ url: '/auth/phone', method: 'PUT', params: body }),
      rawResponseSchema: AuthTokenSchema,
      transformResponse: keepToken,
    }),
    /** Either signs in at once (auth_token) or sends an SMS code (session + next_try). */
    register: build.mutation<Authorized | CodeSent, Registration>({
      query: (body) => ({ url: '/auth/register', method: 'PUT', params: body }),
      rawResponseSchema: RegisterSchema,
      transformResponse: (answer: RegisterDto) => ('auth_token' in answer ? keepToken(answer) : codeSent(answer)),
    }),
    confirmRegistration: build.mutation<Authorized, CodeConfirmation>({
      query: (body) => ({ url: '/auth/confirm', method: 'PUT', params: body }),
      rawResponseSchema: AuthTokenSchema,
      transformResponse: keepToken,
    }),
    resendRegistrationCode: build.mutation<number, { session: string }>({
      query: (body) => ({ url: '/auth/resend', method: 'PUT', params: body }),
      rawResponseSchema: NextTrySchema,
      transformResponse: nextTry,
    }),
    requestRecovery: build.mutation<CodeSent, { phone: string }>({
      query: (body) => ({ url: '/auth/recovery', method: 'PUT', params: body }),
      rawResponseSchema: CodeSentSchema,
      transformResponse: codeSent,
    }),
    /**
     * Answers the one-use recovery token that allows setting a new password. Kept under the
     * key `token` so DevTools' sanitizer masks it.
     */
    confirmRecovery: build.mutation<{ token: string }, CodeConfirmation>({
      query: (body) => ({ url: '/auth/recovery/confirm', method: 'PUT', params: body }),
      rawResponseSchema: RecoveryTokenSchema,
      transformResponse: (answer: RecoveryTokenDto) => ({ token: answer.token }),
    }),
    /**
     * docs/api.md, "PUT /auth/recovery/resend": the answer carries next_try. Without it: no wait.
     */
    resendRecoveryCode: build.mutation<number, { session: string }>({
      query: (body) => ({ url: '/auth/recovery/resend', method: 'PUT', params: body }),
      rawResponseSchema: NextTrySchema,
      transformResponse: nextTry,
    }),
    setRecoveryPassword: build.mutation<Authorized, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/recovery/password', method: 'PUT', params: body }),
      rawResponseSchema: AuthTokenSchema,
      transformResponse: keepToken,
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
