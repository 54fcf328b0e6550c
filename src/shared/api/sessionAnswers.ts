import * as v from 'valibot';
import { text } from './answerParts';

/**
 * The answers of the session the shell keeps: the profile and the calls that answer nothing
 * (answers.ts exports them with every other answer of docs/api.md).
 */

/**
 * GET /clients. Lenient on purpose: a profile without a phone (or no object at all) is not an
 * error but "no session" (docs/decisions.md, "Failure behaviour"), so each field falls back to ''.
 */
export const ProfileSchema = v.fallback(v.object({ phone: text, email: text, name: text }), {
  phone: '',
  email: '',
  name: '',
});
export type ProfileDto = v.InferOutput<typeof ProfileSchema>;

/**
 * `{}`: PUT /auth/logout, PUT /subscribe, PUT /clients/password, POST /clients/delete. Nothing
 * in it is read, and the body may be empty (docs/behaviour.md §7), but a body that is not an
 * object is a broken answer. The client does not wait for /auth/logout's at all (its type
 * serves the mock): the session has already ended (docs/decisions.md, "Sessions").
 */
export const EmptySchema = v.nullable(v.object({}));
/** What a server sends: `{}` (an empty body reads as null). */
export type EmptyDto = NonNullable<v.InferOutput<typeof EmptySchema>>;
