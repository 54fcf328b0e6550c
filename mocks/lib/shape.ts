/** A tiny JSON shape checker: each check returns the typed value or throws a ShapeError. */

class ShapeError extends Error {}

export type Check<T> = (value: unknown, path: string) => T;

function fail(path: string, expected: string): never {
  throw new ShapeError(`${path || 'payload'}: expected ${expected}`);
}

export const str: Check<string> = (v, p) => (typeof v === 'string' ? v : fail(p, 'a string'));

export const bool: Check<boolean> = (v, p) => (typeof v === 'boolean' ? v : fail(p, 'a boolean'));

export const int: Check<number> = (v, p) => (typeof v === 'number' && Number.isInteger(v) ? v : fail(p, 'an integer'));

/** A string matching `pattern`; `what` says what that is in the 400's message. */
export function matching(pattern: RegExp, what: string): Check<string> {
  return (v, p) => (typeof v === 'string' && pattern.test(v) ? v : fail(p, what));
}

export function intRange(min: number, max: number): Check<number> {
  return (v, p) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? v
      : fail(p, `an integer from ${min} to ${max}`);
}

export function oneOf<const T extends string>(values: readonly T[]): Check<T> {
  return (v, p) =>
    typeof v === 'string' && (values as readonly string[]).includes(v)
      ? (v as T)
      : fail(p, `one of ${values.join(', ')}`);
}

export function arr<T>(item: Check<T>, maxLength = 500): Check<T[]> {
  return (v, p) => {
    if (!Array.isArray(v)) return fail(p, 'an array');
    if (v.length > maxLength) return fail(p, `at most ${maxLength} entries`);
    return v.map((x, i) => item(x, `${p}[${i}]`));
  };
}

export function nullable<T>(c: Check<T>): Check<T | null> {
  return (v, p) => (v === null ? null : c(v, p));
}

/** Marks a field optional: an absent field (or `undefined`) gives undefined. */
export interface Optional<T> {
  optional: true;
  check: Check<T>;
}

export function opt<T>(check: Check<T>): Optional<T> {
  return { optional: true, check };
}

type Field = Check<unknown> | Optional<unknown>;
type Fields = Record<string, Field>;

type RequiredKeys<F extends Fields> = { [K in keyof F]: F[K] extends Optional<unknown> ? never : K }[keyof F];
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends Optional<unknown> ? K : never }[keyof F];
type FieldType<F> = F extends Optional<infer T> ? T : F extends Check<infer T> ? T : never;

export type ObjOf<F extends Fields> = { [K in RequiredKeys<F>]: FieldType<F[K]> } & {
  [K in OptionalKeys<F>]?: FieldType<F[K]>;
};

function isOptional(f: Field): f is Optional<unknown> {
  return typeof f === 'object';
}

/** A strict object: every required field present, no unknown fields. */
export function obj<F extends Fields>(fields: F): Check<ObjOf<F>> {
  return (v, p) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return fail(p, 'an object');
    const rec = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(rec)) {
      if (!(key in fields)) throw new ShapeError(`${p ? `${p}.` : ''}${key}: unknown field`);
    }
    for (const [key, field] of Object.entries(fields)) {
      const at = p ? `${p}.${key}` : key;
      const value = rec[key];
      if (isOptional(field)) {
        if (value !== undefined) out[key] = field.check(value, at);
      } else {
        if (!(key in rec)) throw new ShapeError(`${at}: missing`);
        out[key] = field(value, at);
      }
    }
    return out as ObjOf<F>;
  };
}

/** Runs a check at the root; returns the value or the message. */
export function runCheck<T>(check: Check<T>, value: unknown): { ok: true; value: T } | { ok: false; message: string } {
  try {
    return { ok: true, value: check(value, '') };
  } catch (e) {
    if (e instanceof ShapeError) return { ok: false, message: e.message };
    throw e;
  }
}
