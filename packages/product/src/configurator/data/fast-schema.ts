/**
 * Superstruct schemas that also know how to read an answer in one plain pass, for
 * speed. superstruct walks an answer with a generator per field: the 2,000 choices of one
 * fabric option (and their filters' choice codes) took a quarter of a second to check on every
 * browse-data, sort and Browse All answer. Each builder here returns the ordinary superstruct
 * schema (types are inferred from it, errors come from it) and registers a function that gives
 * the same value superstruct's coercion would, or {@link INVALID} whenever anything is not as
 * expected. {@link fast} wraps a top-level schema: a valid answer is read by the functions; an
 * invalid one is left to superstruct, which names the failing field as before.
 */
import {
  Struct,
  array,
  boolean,
  coerce,
  create,
  defaulted,
  nullable,
  number,
  optional,
  string,
  type,
  unknown,
  validate,
  type Infer,
} from 'superstruct';

/** The fields of an object schema (superstruct's own type is not exported). */
type ObjectSchema = Record<string, Struct<any, any>>;

/** What a reader returns for a value superstruct would refuse. */
export const INVALID: unique symbol = Symbol('invalid');
type Reader = (value: unknown) => unknown;
const readers = new WeakMap<Struct<any, any>, Reader>();

function registered<S extends Struct<any, any>>(struct: S, read: Reader): S {
  readers.set(struct, read);
  return struct;
}

/** The reader of a schema built here; `undefined` for any other schema. */
export const readerOf = (struct: Struct<any, any>): Reader | undefined => readers.get(struct);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlain = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]' &&
  [null, Object.prototype].includes(Object.getPrototypeOf(value));

/** A string field: `null` and absent read as '', numbers as their text. */
export const Text = registered(
  defaulted(
    coerce(string(), unknown(), (value) => (value === null ? '' : typeof value === 'number' ? String(value) : value)),
    '',
  ),
  (value) =>
    value === undefined || value === null
      ? ''
      : typeof value === 'string'
        ? value
        : typeof value === 'number'
          ? String(value)
          : INVALID,
);

const toNumber = (value: unknown): unknown =>
  value === null ? 0 : typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value)) : value;
/** A number field: `null`, absent and '' read as 0, numeric strings as numbers. */
export const Num = registered(defaulted(coerce(number(), unknown(), toNumber), 0), (value) => {
  const n = value === undefined ? 0 : toNumber(value);
  return typeof n === 'number' && !Number.isNaN(n) ? n : INVALID;
});

/** A boolean field: `null` and absent read as false. */
export const Flag = registered(
  defaulted(
    coerce(boolean(), unknown(), (value) => (value === null ? false : value)),
    false,
  ),
  (value) => (value === undefined || value === null ? false : typeof value === 'boolean' ? value : INVALID),
);

/** A string, nothing else. */
export const Str = registered(string(), (value) => (typeof value === 'string' ? value : INVALID));

/** Anything. */
export const Any = registered(unknown(), (value) => value);

/** A list field: `null` and absent read as []. */
export function List<T, S>(item: Struct<T, S>) {
  const struct = defaulted(
    coerce(array(item), unknown(), (value) => (value === null ? [] : value)),
    [],
  );
  const read = readers.get(item);
  if (!read) return struct;
  return registered(struct, (value) => {
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return INVALID;
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v = read(value[i]);
      if (v === INVALID) return INVALID;
      out[i] = v;
    }
    return out;
  });
}

/** An object of the given fields; other fields are kept, as superstruct's `type` keeps them. */
export function Obj<S extends ObjectSchema>(fields: S) {
  const struct = type(fields);
  const entries = Object.entries(fields).map(([key, field]) => [key, readers.get(field as Struct<any, any>)] as const);
  if (entries.some(([, read]) => !read)) return struct;
  return registered(struct, (value) => {
    if (!isObject(value)) return INVALID;
    const out: Record<string, unknown> = { ...value };
    for (const [key, read] of entries) {
      const v = read!(value[key]);
      if (v === INVALID) return INVALID;
      if (v !== undefined || key in value) out[key] = v;
    }
    return out;
  });
}

/** An object field that may be `null` or absent. */
export function Maybe<T, S>(struct: Struct<T, S>) {
  const made = optional(nullable(struct));
  const read = readers.get(struct);
  if (!read) return made;
  return registered(made, (value) => {
    const v = read(value);
    return v === INVALID && (value === null || value === undefined) ? value : v;
  });
}

/** A field that may be absent (read by its struct first: a defaulted one fills it in). */
export function Opt<T, S>(struct: Struct<T, S>) {
  const made = optional(struct);
  const read = readers.get(struct);
  if (!read) return made;
  return registered(made, (value) => {
    const v = read(value);
    return v === INVALID && value === undefined ? undefined : v;
  });
}

/** An object field with a default: absent reads as `fallback()`, missing fields come from it. */
function WithDefault<T extends Record<string, unknown>, S>(struct: Struct<T, S>, fallback: () => T) {
  const made = defaulted(struct, fallback);
  const read = readers.get(struct);
  if (!read) return made;
  return registered(made, (value) => {
    if (value === undefined) return read(fallback());
    if (!isPlain(value)) return read(value);
    const f = fallback();
    const filled: Record<string, unknown> = { ...value };
    for (const key in f) if (filled[key] === undefined) filled[key] = f[key];
    return read(filled);
  });
}

/**
 * An object of the given fields that the server may leave out: absent, it reads as `{}` would,
 * each field its empty value ('', 0, false, []).
 */
export function Filled<S extends ObjectSchema>(fields: S) {
  const struct = Obj(fields);
  return WithDefault(struct, () => create({}, struct));
}

/**
 * `shape`, read in one pass when the value is valid: the reader's result is the coerced value
 * and is known valid; anything else goes through superstruct, whose failures (paths included)
 * are reported as the shape's.
 */
export function fast<T, S>(shape: Struct<T, S>): Struct<T, S> {
  const read = readers.get(shape);
  if (!read) throw new Error('fast: the shape has no reader (build it with Obj, List, Text, Num, Flag, …)');
  const checked = new WeakSet<object>();
  const struct = new Struct<T, S>({
    type: shape.type,
    schema: shape.schema,
    coercer: (value) => {
      const v = read(value);
      if (v === INVALID || typeof v !== 'object' || v === null) return value;
      checked.add(v);
      return v;
    },
    validator: (value, context) => {
      if (typeof value === 'object' && value !== null && checked.has(value)) return true;
      const [error] = validate(value, shape, { coerce: true });
      if (!error) return true;
      return error.failures().map((failure) => ({
        ...failure,
        path: [...context.path, ...failure.path],
        branch: [...context.branch, ...failure.branch.slice(1)],
      }));
    },
  });
  return registered(struct, read);
}

export type { Infer };
