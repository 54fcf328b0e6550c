import * as v from 'valibot';
import { num, PharmacySchema, str } from './answerParts';

/**
 * The answer only the eRecept page reads: not in the first load (docs/lifecycle.md, "Features
 * added later"). Health data: docs/decisions.md, "eRecept".
 */

/** One medicine of the prescription: what the doctor prescribed and how many repeats are left. */
const PrescribedMedicineSchema = v.object({
  product_id: num,
  name: str,
  dosage: str,
  form: str,
  quantity: num,
  repeats_left: num,
});

/** A pharmacy of the city that has some of it: per pack the price and what the patient pays. */
const PrescriptionOfferSchema = v.object({
  pharmacy: PharmacySchema,
  lines: v.array(v.object({ product_id: num, price: num, copayment: num })),
  missing: v.array(num),
  total: num,
  copayment: num,
});

/** POST /erecept: the prescription and where in the city to get it (docs/api.md, "eRecept"). */
export const EreceptSchema = v.object({
  prescription: v.object({ id: str, valid_until: str, medicines: v.array(PrescribedMedicineSchema) }),
  pharmacies: v.array(PrescriptionOfferSchema),
});
export type EreceptDto = v.InferOutput<typeof EreceptSchema>;
