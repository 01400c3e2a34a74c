import { validate, type Struct } from 'superstruct';

/**
 * Parses stored JSON and checks it against a schema (with the schema's coercions and defaults).
 * Anything wrong (absent, malformed JSON, wrong shape) gives `fallback`. Never throws.
 * @internal shared by the cookie and localStorage readers.
 */
export function parseJsonAs<T, S>(raw: string | null | undefined, struct: Struct<T, S>, fallback: T): T {
  // Stryker disable next-line ConditionalExpression,StringLiteral: '' left to JSON.parse throws, which gives fallback too
  if (raw === null || raw === undefined || raw === '') return fallback;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return fallback;
  }
  try {
    const [error, value] = validate(parsed, struct, { coerce: true });
    return error ? fallback : (value as T);
  } catch {
    // A refinement that throws is the schema's bug, but reading storage must still not throw.
    return fallback;
  }
}

/**
 * `JSON.stringify` that reports failure (cycles, BigInt, `undefined`) instead of throwing.
 * @internal
 */
export function stringifyJson(value: unknown): string | undefined {
  try {
    const text = JSON.stringify(value);
    // Stryker disable next-line ConditionalExpression: JSON.stringify gives a string or undefined, so `text` is the answer either way
    return typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}
