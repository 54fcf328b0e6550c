/**
 * The QA switch `mock_minimal` (docs/mock-backend.md, "Minimal answers"): every answer loses
 * each field its schema marks optional, at every depth, so the app can be tried against a
 * backend that sends only what docs/api.md, "Required and optional fields" requires. What is
 * optional is read from the schemas themselves (src/shared/api/answers.ts), the way the JSON
 * Schema converter reads them: an object entry of type `optional`, `nullish` or
 * `exact_optional` is optional, every other entry is required.
 */
import type * as v from 'valibot';

const OPTIONAL_TYPES = new Set(['optional', 'nullish', 'exact_optional']);

interface SchemaShape {
  type: string;
  entries?: Record<string, v.GenericSchema>;
  item?: v.GenericSchema;
  wrapped?: v.GenericSchema;
}

const shape = (schema: v.GenericSchema): SchemaShape => schema as unknown as SchemaShape;

const isOptional = (schema: v.GenericSchema): boolean => OPTIONAL_TYPES.has(shape(schema).type);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of every optional field of a schema, `list[].pack_unit` style (`[]`: each entry of
 * a list). A union's options are not entered (the auth answers: no optional field there).
 */
export const optionalPaths = (schema: v.GenericSchema, prefix = ''): string[] => {
  const { type, entries, item, wrapped } = shape(schema);
  if (type === 'object' && entries) {
    return Object.entries(entries).flatMap(([key, entry]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return isOptional(entry) ? [path, ...optionalPaths(entry, path)] : optionalPaths(entry, path);
    });
  }
  if (type === 'array' && item) return optionalPaths(item, `${prefix}[]`);
  if (wrapped) return optionalPaths(wrapped, prefix);
  return [];
};

/** The value without the field at `path` (as `optionalPaths` names it), wherever it occurs. */
export const withoutPath = (value: unknown, path: string): unknown => {
  const [head = '', ...rest] = path.split('.');
  const tail = rest.join('.');
  if (head.endsWith('[]')) {
    const key = head.slice(0, -2);
    const list = key === '' ? value : isRecord(value) ? value[key] : undefined;
    if (!Array.isArray(list)) return value;
    const mapped = list.map((entry) => withoutPath(entry, tail));
    return key === '' ? mapped : { ...(value as Record<string, unknown>), [key]: mapped };
  }
  if (!isRecord(value) || !(head in value)) return value;
  if (tail === '') {
    const copy = { ...value };
    delete copy[head];
    return copy;
  }
  return { ...value, [head]: withoutPath(value[head], tail) };
};

/** The answer with every optional field of its schema removed. */
export const stripOptional = (schema: v.GenericSchema, value: unknown): unknown => {
  const { type, entries, item, wrapped } = shape(schema);
  if (type === 'object' && entries && isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(entries)) {
      if (isOptional(entry) || !(key in value)) continue;
      out[key] = stripOptional(entry, value[key]);
    }
    return out;
  }
  if (type === 'array' && item && Array.isArray(value)) return value.map((entry) => stripOptional(item, entry));
  if (wrapped && value !== null && value !== undefined) return stripOptional(wrapped, value);
  return value;
};
