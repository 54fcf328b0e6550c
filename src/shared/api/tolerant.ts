import * as v from 'valibot';
import { IS_PRODUCTION_BUILD } from '@/shared/config';

/**
 * The tolerant reader's building blocks (docs/api.md, "Required and optional fields"). They
 * are plain valibot schemas to every outside reader: `detail` is an `optional` wrapped in a
 * `fallback`, `tolerantArray` an `array` with the same `item`, so the JSON Schema converter
 * and the QA switch that strips optional fields (mocks/minimal.ts) see the usual shapes.
 */

const reported = new Set<string>();

/**
 * Says once per label, in development builds only, that an answer carried something the
 * client could not read and went on without it. Production stays quiet: the visitor already
 * sees the page without that detail, and a console full of warnings helps nobody there, so
 * production builds drop this report's text (IS_PRODUCTION_BUILD is a literal the minifier folds).
 */
const reportTolerated = (label: string, what: string): void => {
  if (IS_PRODUCTION_BUILD || reported.has(label)) return;
  reported.add(label);
  // eslint-disable-next-line no-console -- a developer's notice, dropped from production builds
  console.warn(`API answer: ${label} ${what} (docs/api.md, "Required and optional fields").`);
};

/** Tests only: forget what was reported, so each test sees its own first report. */
export const forgetTolerated = (): void => reported.clear();

/**
 * An optional field: a missing one reads as `fallback` quietly (an older backend may not send
 * it), a malformed one reads as `fallback` too and is reported once.
 */
export function detail<TSchema extends v.GenericSchema>(
  label: string,
  schema: TSchema,
): v.SchemaWithFallback<v.OptionalSchema<TSchema, undefined>, undefined>;
export function detail<TSchema extends v.GenericSchema, const TFallback extends v.InferOutput<TSchema>>(
  label: string,
  schema: TSchema,
  fallback: TFallback,
): v.SchemaWithFallback<v.OptionalSchema<TSchema, TFallback>, TFallback>;
export function detail(label: string, schema: v.GenericSchema, fallback?: unknown): v.GenericSchema {
  return v.fallback(v.optional(schema, fallback), (dataset?: unknown) => {
    // valibot also asks an object entry's fallback for a key that is missing altogether, with
    // no dataset: that is the quiet case (an older backend), not a malformed value.
    if (dataset) reportTolerated(label, 'is malformed; shown without it');
    return fallback;
  });
}

/**
 * A list whose entries are read one by one: an entry its schema refuses (a product without a
 * name) is left out and reported once, the others are shown. What is not a list at all is
 * refused like any broken answer.
 */
export const tolerantArray = <TItem extends v.GenericSchema>(
  label: string,
  item: TItem,
): v.ArraySchema<TItem, undefined> => {
  const base = v.array(item);
  const schema: v.ArraySchema<TItem, undefined> = {
    ...base,
    '~run'(dataset, config) {
      const input: unknown = dataset.value;
      if (!Array.isArray(input)) return base['~run'](dataset, config);
      const value: Array<v.InferOutput<TItem>> = [];
      for (const entry of input) {
        const result = item['~run']({ value: entry }, config);
        if (result.issues) reportTolerated(label, 'has an entry without a required field, left out');
        else value.push(result.value as v.InferOutput<TItem>);
      }
      return { typed: true, value } as unknown as ReturnType<v.ArraySchema<TItem, undefined>['~run']>;
    },
    get '~standard'() {
      return {
        version: 1 as const,
        vendor: 'valibot',
        validate: (value: unknown) => schema['~run']({ value }, v.getGlobalConfig()),
      } as unknown as v.ArraySchema<TItem, undefined>['~standard'];
    },
  };
  return schema;
};
