import * as v from 'valibot';
import { listOf, num, str } from './answerParts';

/**
 * The answers only the city choice reads (answers.ts exports them with every other answer of
 * docs/api.md).
 */

/** GET /cities/locate, and each city of GET /cities */
export const CitySchema = v.object({ id: num, name: str });
export type CityDto = v.InferOutput<typeof CitySchema>;

/** GET /cities */
export const CitiesSchema = listOf('cities.list', CitySchema);
export type CitiesDto = v.InferOutput<typeof CitiesSchema>;
