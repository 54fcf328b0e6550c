import * as v from 'valibot';
import { detail } from './tolerant';
import { listOfObjects, num, str } from './answerParts';

/**
 * The catalogue's trees: the shop categories and the ATC groups (answers.ts exports them with
 * every other answer of docs/api.md).
 */

/** GET /categories */
export const CategoriesSchema = listOfObjects('categories.list', {
  id: num,
  slug: str,
  name: str,
  /** Without it the category shows as a top-level one. */
  parent_slug: detail('categories.parent_slug', v.nullable(str), null),
  /** Without it no count beside the name. */
  products_count: detail('categories.products_count', num),
});
export type CategoriesDto = v.InferOutput<typeof CategoriesSchema>;

// medinfo (#15 parts 2 and 3): ATC browsing.

/** GET /atc: the ATC groups that have products, level 1 (`parent_code` null) and level 2. */
export const AtcGroupsSchema = listOfObjects('atc.list', {
  code: str,
  name: str,
  parent_code: v.nullable(str),
  products_count: num,
});
export type AtcGroupsDto = v.InferOutput<typeof AtcGroupsSchema>;
