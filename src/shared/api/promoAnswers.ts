import * as v from 'valibot';
import { listOfObjects, num, optText, str } from './answerParts';

/**
 * The answer only the promotions read (answers.ts exports it with every other answer of
 * docs/api.md).
 */

/** GET /promos */
export const PromosSchema = listOfObjects('promos.list', {
  id: num,
  slug: str,
  title: str,
  description: optText('promos.description'),
  discount_percent: num,
  starts_at: str,
  ends_at: str,
  products_count: num,
  color: str,
});
export type PromosDto = v.InferOutput<typeof PromosSchema>;
export type PromoDto = PromosDto['list'][number];
