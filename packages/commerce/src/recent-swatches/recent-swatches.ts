import { array, number, optional, refine, string, type, union, type Infer, type Struct } from 'superstruct';
import { readStoredJson, type StorageLike } from '@hearth/core';

/** [ref: commerce#validation, #limits]: recent swatches capped at 24. */
export const RECENT_SWATCHES_MAX = 24;

/** localStorage key of the recent swatches list (spec does not name one). */
export const RECENT_SWATCHES_STORAGE_KEY = 'hearth:recent-swatches';

// Choice codes are numbers in the configurator [ref: commerce#data] but legacy pages send them as strings.
const Code = union([
  refine(number(), 'FiniteCode', (value) => Number.isFinite(value)),
  refine(string(), 'NonEmptyCode', (value) => value.trim() !== ''),
]);

const recentSwatchStruct = type({
  ChoiceCode: Code,
  OptionCode: optional(Code),
});
/**
 * [ref: commerce#data]: a recent swatch record, OptionCode and ChoiceCode (or ChoiceCode alone).
 * Other fields (SwatchInStock, name, …) [ref: commerce#data] are kept as they are.
 */
export const RecentSwatch: Struct<RecentSwatch, unknown> = recentSwatchStruct;

/** [ref: commerce#data]: a recent swatch record. */
export interface RecentSwatch extends Infer<typeof recentSwatchStruct> {}

/** The stored list: any malformed entry makes the whole list read as empty. */
export const RecentSwatchList = array(RecentSwatch);

// [ref: commerce#validation]: unique by ChoiceCode; 101 and '101' are the same choice.
function choiceKey(record: RecentSwatch): string {
  return String(record.ChoiceCode).trim();
}

/**
 * Puts `record` first, drops any older record with the same ChoiceCode and keeps at most `max`
 * (capped at 24, unique by ChoiceCode; most recent first) [ref: commerce#validation]. Pure: returns a new list.
 *
 * @default max RECENT_SWATCHES_MAX (24)
 */
export function addToRecentSwatches(
  list: readonly RecentSwatch[],
  record: RecentSwatch,
  max: number = RECENT_SWATCHES_MAX,
): RecentSwatch[] {
  return normalizeRecentSwatches([record, ...list], max);
}

/**
 * Keeps the first record of each ChoiceCode and at most `max` of them.
 * @default max RECENT_SWATCHES_MAX (24)
 */
export function normalizeRecentSwatches(
  list: readonly RecentSwatch[],
  max: number = RECENT_SWATCHES_MAX,
): RecentSwatch[] {
  const seen = new Set<string>();
  const result: RecentSwatch[] = [];
  for (const record of list) {
    const key = choiceKey(record);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(record);
    if (result.length >= max) break;
  }
  return result;
}

/**
 * Reads the stored list; missing, malformed or unreadable storage reads as `[]`.
 * @default storage globalThis.localStorage
 */
export function readRecentSwatches(storage?: StorageLike | null): RecentSwatch[] {
  return normalizeRecentSwatches(readStoredJson(RECENT_SWATCHES_STORAGE_KEY, RecentSwatchList, [], storage));
}
