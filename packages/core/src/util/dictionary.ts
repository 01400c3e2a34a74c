/**
 * An object keyed by names that come from the server or the page (element names, line ids,
 * message codes). It has no prototype, so a name such as `__proto__`, `constructor` or
 * `toString` is an ordinary key: reading an absent one gives `undefined` rather than something
 * inherited, and writing one never reaches `Object.prototype`.
 *
 * @param entries - the first entries.
 * @default entries []
 */
export function dictionary<T>(entries: Iterable<readonly [string, T]> = []): Record<string, T> {
  const result = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) result[key] = value;
  return result;
}

/** `record` with `key` set to `value`, as a new {@link dictionary} (for immutable state updates). */
export function withEntry<T>(record: Readonly<Record<string, T>>, key: string, value: T): Record<string, T> {
  const result = dictionary<T>(Object.entries(record));
  result[key] = value;
  return result;
}
