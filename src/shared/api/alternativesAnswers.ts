import * as v from 'valibot';
import { tolerantArray } from './tolerant';
import { ProductCardSchema } from './productAnswers';

/**
 * The answer only the cheaper alternatives read (answers.ts exports it with every other answer
 * of docs/api.md).
 */

/**
 * GET /products/alternatives (docs/api.md, "Cheaper alternatives"): the product as priced in the
 * city today, which the savings are counted from, and its cheaper equivalents.
 */
export const AlternativesSchema = v.object({
  product: ProductCardSchema,
  list: tolerantArray('alternatives.list', ProductCardSchema),
});
export type AlternativesDto = v.InferOutput<typeof AlternativesSchema>;
