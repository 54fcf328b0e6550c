import type * as v from 'valibot';

/**
 * An answer schema whose code comes in a chunk of its own, loaded by the call that reads it
 * (docs/performance.md, "Today's values"). To
 * RTK Query it is a Standard Schema like any other; its check waits for the code, which the
 * endpoint starts loading with the request, so the two travel side by side. Code that does not
 * arrive (offline, a deploy replaced the files) reads like an answer its schema refuses: the
 * same PARSE_ERROR, toast and retry (docs/api.md, "Answer schemas"), and the retry loads it again.
 */
export const laterSchema = <TSchema extends v.GenericSchema>(
  load: () => Promise<TSchema>,
): Pick<TSchema, '~standard'> => ({
  '~standard': {
    version: 1,
    vendor: 'valibot',
    validate: (value) =>
      load().then(
        (schema) => schema['~standard'].validate(value),
        () => ({ issues: [{ message: 'the answer schema did not load' }] }),
      ),
  },
});
