/**
 * fast-check arbitraries driven by superstruct schemas: values shaped by a schema (most of them
 * valid, some at its boundaries) and hostile values shaped against it (wrong types, missing
 * fields, null, arrays, huge strings, deep nesting, `__proto__` and `constructor` keys,
 * NaN-like and huge numbers, HTML and right-to-left text). Whether a value is valid is decided by
 * the schema itself (`validate` with coercion), never by the generator, so refinements the
 * generator cannot see (min, max, size, custom) are still judged right.
 */
import fc from 'fast-check';
import { is, validate, type Struct } from 'superstruct';

type AnyStruct = Struct<any, any>;

/** Text a shopper or a server might send that breaks naive code. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '<img src=x onerror="window.__hearthPwned=1">',
  '<script>window.__hearthPwned=1</script>',
  'javascript:window.__hearthPwned=1',
  ' javascript:alert(1)',
  'data:text/html,<script>window.__hearthPwned=1</script>',
  '//evil.example/x',
  '/\t/evil.example/x',
  '\u202Eevil\u202C', // right-to-left override
  'מחיר ‏٣٤٥ درهم', // RTL text with Arabic-Indic digits
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '${7*7}{{7*7}}',
  '\u0000\u0007\uFFFF',
  '😀'.repeat(50),
] as const;

/** Numbers at the edges: JSON can carry all but NaN and the infinities (which `hearth.open` can). */
export const HOSTILE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  99,
  100,
  9999,
  10_000,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  0.5,
  1e-7,
] as const;

const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
);
const integer = fc.oneof(fc.integer({ min: -2, max: 101 }), fc.constantFrom(...HOSTILE_NUMBERS), fc.integer());
const number = fc.oneof(integer, fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Whether a schema accepts `undefined` (an optional or defaulted field). */
const acceptsUndefined = (struct: AnyStruct): boolean => {
  try {
    return is(undefined, struct) || struct.coercer(undefined, undefined as never) !== undefined;
  } catch {
    return false;
  }
};

/**
 * Values shaped like `struct`. Unknown shapes (records, custom `define`s) fall back to JSON
 * values; the schema decides afterwards which ones are valid.
 */
export function shapedBy(struct: AnyStruct, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(undefined);
  const schema = struct.schema as unknown;
  switch (struct.type) {
    case 'string':
      return text;
    case 'integer':
      return integer;
    case 'number':
      return number;
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(schema);
    case 'enums':
      return fc.constantFrom(...Object.values(schema as Record<string, unknown>));
    case 'array':
      return fc.array(shapedBy(schema as AnyStruct, depth + 1), { maxLength: depth > 2 ? 2 : 4 });
    case 'union':
      // superstruct keeps a union's members to itself: offer the common shapes and let it judge.
      return fc.oneof(
        text,
        integer,
        fc.boolean(),
        fc.constant(null),
        fc.constant(undefined),
        fc.jsonValue({ maxDepth: 2 }),
      );
    case 'object':
    case 'type': {
      const fields = Object.entries(schema as Record<string, AnyStruct>);
      const required = fields.filter(([, field]) => !acceptsUndefined(field)).map(([key]) => key);
      return fc.record(Object.fromEntries(fields.map(([key, field]) => [key, shapedBy(field, depth + 1)])), {
        requiredKeys: required,
      });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(text, fc.boolean(), integer), { maxKeys: 4 });
    case 'func':
    case 'function':
      return fc.constant(() => undefined);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Moves a shaped value toward validity: while the schema refuses it, drop the field (or array
 * element) it names. Optional fields the generator filled badly go; what is left is usually
 * valid, still varied, and still judged by the schema.
 */
export function repair(value: unknown, struct: AnyStruct, attempts = 12): unknown {
  let current = value;
  // the schema's first failure only: its error's own path (`failures()` would walk the whole value
  // for the others), made without a stack trace (taking one was a sixth of a fuzz run's time)
  const stackTraceLimit = Error.stackTraceLimit;
  const firstFailure = (): { path: Array<string | number> } | undefined => {
    Error.stackTraceLimit = 0;
    try {
      return validate(current, struct, { coerce: true })[0];
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  };
  for (let i = 0; i < attempts; i++) {
    let failure: { path: Array<string | number> } | undefined;
    try {
      failure = firstFailure();
    } catch {
      return current;
    }
    if (!failure || failure.path.length === 0) return current;
    current = structuredClone(current);
    const parent = failure.path.slice(0, -1).reduce<any>((node, key) => node?.[key], current);
    const key = failure.path.at(-1)!;
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else if (parent && typeof parent === 'object') delete parent[key];
    else return current;
  }
  return current;
}

/** Values shaped like `struct` and repaired toward validity: mostly valid props. */
export function likelyValid(struct: AnyStruct): fc.Arbitrary<unknown> {
  return shapedBy(struct).map((value) => {
    try {
      return repair(value, struct);
    } catch {
      return value;
    }
  });
}

/** A value nested `depth` deep in arrays or objects. */
const deep = (depth: number, leaf: unknown = 1): unknown => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
};

/** A replacement of the wrong kind for any field. */
export const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.constant(true),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constant('x'.repeat(1_000_000)),
  fc.constant(deep(2000)),
  fc.constant({ __proto__: { polluted: true } }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Removes, replaces or adds one field of an object (or swaps a value for a wrong one). */
function mutate(value: unknown): fc.Arbitrary<unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return wrongValue;
  const keys = Object.keys(value);
  const options: fc.Arbitrary<unknown>[] = [
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'), wrongValue)
      .map(([key, bad]) => {
        const copy: Record<string, unknown> = { ...(value as object) };
        Object.defineProperty(copy, key, { value: bad, enumerable: true, configurable: true, writable: true });
        return copy;
      }),
  ];
  if (keys.length > 0) {
    options.push(
      fc.constantFrom(...keys).map((key) => {
        const copy: Record<string, unknown> = { ...(value as object) };
        delete copy[key];
        return copy;
      }),
      fc.tuple(fc.constantFrom(...keys), wrongValue).map(([key, bad]) => ({ ...(value as object), [key]: bad })),
      fc
        .tuple(fc.constantFrom(...keys), fc.nat())
        .chain(([key]) =>
          mutate((value as Record<string, unknown>)[key]).map((inner) => ({ ...(value as object), [key]: inner })),
        ),
    );
  }
  return fc.oneof(...options);
}

/** Values shaped against `struct`: a shaped value with one thing broken, or anything at all. */
export function hostileTo(struct: AnyStruct): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: shapedBy(struct).chain(mutate) },
    { weight: 2, arbitrary: wrongValue },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }) },
  );
}

/**
 * Text for a `data-props` attribute: the JSON of shaped or hostile props, or text that is not
 * JSON, or JSON that smuggles `__proto__` / `constructor.prototype` keys (JSON.parse makes them
 * own properties, which a naive merge turns into prototype pollution).
 */
export function propsText(struct: AnyStruct): fc.Arbitrary<string> {
  const json = (arbitrary: fc.Arbitrary<unknown>) =>
    arbitrary.map((value) => {
      try {
        return JSON.stringify(value) ?? 'null';
      } catch {
        return '{"unserializable":true}';
      }
    });
  return fc.oneof(
    { weight: 6, arbitrary: json(likelyValid(struct)) },
    { weight: 4, arbitrary: json(hostileTo(struct)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '',
        '{',
        'undefined',
        'NaN',
        "{'single':'quotes'}",
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        '"a string"',
        '[1,2,3]',
      ),
    },
  );
}
