import * as v from 'valibot';
import { listOf, num } from './answerParts';

/**
 * The answer only the favourites read (answers.ts exports it with every other answer of
 * docs/api.md).
 */

/** GET /favourites, PUT /favourites: product ids, newest first. */
export const FavouritesSchema = listOf('favourites.list', num);
export type FavouritesDto = v.InferOutput<typeof FavouritesSchema>;
