import * as v from 'valibot';
import { listOfObjects, str } from './answerParts';

/**
 * The answer only the search suggestions read (answers.ts exports it with every other answer of
 * docs/api.md).
 */

/** GET /search/suggestions */
export const SuggestionsSchema = listOfObjects('suggestions.list', { name: str });
export type SuggestionsDto = v.InferOutput<typeof SuggestionsSchema>;
