import type { Struct } from 'superstruct';
import { parseJsonAs, stringifyJson } from './json';

/** The part of the Web Storage API these helpers use; pass a fake in tests. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The page's localStorage, or `undefined` where it is missing or its getter throws
 * (disabled storage, sandboxed frames, some privacy modes).
 * @internal
 */
function defaultStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function resolve(storage: StorageLike | null | undefined): StorageLike | undefined {
  return storage === undefined ? defaultStorage() : (storage ?? undefined);
}

/**
 * Reads JSON from storage and checks it against `struct`.
 * Missing key, malformed JSON, a value of the wrong shape, a storage that throws
 * (Safari private mode, disabled storage) or no storage at all give `fallback`. Never throws.
 *
 * @param key - storage key.
 * @param struct - superstruct schema of the value.
 * @param fallback - returned whenever the stored value cannot be used.
 * @param storage - where to read; `null` means "no storage".
 * @default storage globalThis.localStorage
 */
export function readStoredJson<T, S>(key: string, struct: Struct<T, S>, fallback: T, storage?: StorageLike | null): T {
  const target = resolve(storage);
  if (!target) return fallback;
  let raw: string | null;
  try {
    raw = target.getItem(key);
  } catch {
    return fallback;
  }
  return parseJsonAs(raw, struct, fallback);
}

/**
 * Writes `value` as JSON to storage. Never throws.
 *
 * @param key - storage key.
 * @param value - any JSON-serialisable value.
 * @param storage - where to write; `null` means "no storage".
 * @default storage globalThis.localStorage
 * @returns `false` when the value cannot be serialised, there is no storage, or it refuses
 *   the write (quota exceeded, Safari private mode).
 */
export function writeStoredJson(key: string, value: unknown, storage?: StorageLike | null): boolean {
  const target = resolve(storage);
  const text = stringifyJson(value);
  if (!target || text === undefined) return false;
  try {
    target.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Removes a key from storage. Never throws.
 *
 * @default storage globalThis.localStorage
 */
export function removeStored(key: string, storage?: StorageLike | null): void {
  try {
    resolve(storage)?.removeItem(key);
  } catch {
    // A storage that refuses removal leaves nothing we can do.
  }
}
