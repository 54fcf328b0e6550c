import * as v from 'valibot';
import { listOf, num, PharmacySchema, str } from './answerParts';

/**
 * The answers only the therapies read: not in the first load (answers.ts exports them with
 * every other answer of docs/api.md; docs/lifecycle.md, "Features added later").
 */

// --- "My therapy" (issue 15, part 4) ---

/** docs/api.md, "Therapies": POST /therapies, and each entry of GET /therapies */
export const TherapySchema = v.object({
  id: num,
  product_id: num,
  product_name: str,
  form: str,
  dosage: str,
  pack: str,
  months: num,
  first_date: str,
  pharmacy: PharmacySchema,
  created_at: str,
  reservations: v.array(v.object({ month: num, order_id: num, number: str, pharmacy_name: str })),
});
export type TherapyDto = v.InferOutput<typeof TherapySchema>;

/** GET /therapies */
export const TherapiesSchema = listOf('therapies.list', TherapySchema);
export type TherapiesDto = v.InferOutput<typeof TherapiesSchema>;
