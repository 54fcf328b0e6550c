import * as v from 'valibot';
import { str } from './answerParts';

/**
 * The answer only the account's forms read (answers.ts exports it with every other answer of
 * docs/api.md).
 */

/**
 * PUT /clients/name, PUT /clients/email: the value the server saved. Lenient: without it the
 * client keeps the value it sent.
 */
export const ProfileEditSchema = v.fallback(v.object({ name: v.optional(str), email: v.optional(str) }), {});
export type ProfileEditDto = v.InferOutput<typeof ProfileEditSchema>;
