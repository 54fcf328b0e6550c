import * as v from 'valibot';
import { key, num } from './answerParts';

/**
 * The answers only the sign-in and recovery dialogs read (answers.ts exports them with every
 * other answer of docs/api.md; the dialogs' calls come with them: src/features/auth/api/authApi.ts).
 */

/** PUT /auth/phone, /auth/confirm, /auth/recovery/password: signed in. */
export const AuthTokenSchema = v.object({ auth_token: key });
export type AuthTokenDto = v.InferOutput<typeof AuthTokenSchema>;

/** Seconds until a new SMS code may be asked for; a missing or odd value means "now". */
const nextTry = v.fallback(num, 0);

/** PUT /auth/recovery (and /auth/register): an SMS code was sent. */
export const CodeSentSchema = v.object({ session: key, next_try: nextTry });
export type CodeSentDto = v.InferOutput<typeof CodeSentSchema>;

/** PUT /auth/register: signed in at once, or an SMS code to confirm (docs/api.md). */
export const RegisterSchema = v.union([AuthTokenSchema, CodeSentSchema]);
export type RegisterDto = v.InferOutput<typeof RegisterSchema>;

/** PUT /auth/resend, /auth/recovery/resend. Lenient like `next_try` itself. */
export const NextTrySchema = v.fallback(v.object({ next_try: nextTry }), { next_try: 0 });
export type NextTryDto = v.InferOutput<typeof NextTrySchema>;

/** PUT /auth/recovery/confirm: the one-use token that allows setting a new password. */
export const RecoveryTokenSchema = v.object({ token: key });
export type RecoveryTokenDto = v.InferOutput<typeof RecoveryTokenSchema>;
