import * as v from 'valibot';
import { listOf, listOfObjects, num, PharmacySchema, str } from './answerParts';

/**
 * The answers only the pharmacies read: the list and the night duty (answers.ts exports them
 * with every other answer of docs/api.md).
 */

/** GET /pharmacies */
export const PharmaciesSchema = listOf('pharmacies.list', PharmacySchema);
export type PharmaciesDto = v.InferOutput<typeof PharmaciesSchema>;

// --- On-duty pharmacies (issue 26, part 3) ---

/**
 * GET /pharmacies/duty: the city's night duty (dežurstvo) from the night in progress on, one
 * entry per pharmacy and night (docs/api.md). `from` and `to` are instants with their offset.
 */
export const DutySchema = listOfObjects('duty.list', { pharmacy_id: num, night: str, from: str, to: str });
export type DutyDto = v.InferOutput<typeof DutySchema>;
