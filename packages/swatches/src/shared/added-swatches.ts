/**
 * The swatches a shopper added on the shop-by-fabric page [ref: shop-by-fabric#rules]: saved to the cookie
 * addedCartSwatches (a JSON list of choice codes, 7 days) and shared, through one page-wide
 * signal, by the page's grid and the order modal.
 */
import { readJsonCookie, sharedSignal, writeJsonCookie } from '@hearth/core';
import { array } from 'superstruct';
import { Code, codeKey } from './swatch-choice';
import { MAX_FREE_SWATCHES } from './swatch-selection';

/** [ref: shop-by-fabric#rules]: shop-by-fabric saves the added swatches to the cookie addedCartSwatches (JSON list). */
export const ADDED_SWATCHES_COOKIE = 'addedCartSwatches';

/** [ref: swatches#limits]: swatch cookie lifetime 7 days. */
export const SWATCH_COOKIE_DAYS = 7;

/** The cookie's value: a list of choice codes (numbers or strings). */
export const AddedSwatchList = array(Code);

/** Unique, non-empty code keys, at most `max` (5 per order) [ref: swatches#limits], first ones kept. */
export function normalizeAddedSwatches(
  codes: ReadonlyArray<string | number>,
  max: number = MAX_FREE_SWATCHES,
): string[] {
  const keys = codes.map((code) => codeKey(code)).filter(Boolean);
  return [...new Set(keys)].slice(0, max);
}

/** The cookie's list; absent, malformed or unreadable reads as `[]`. */
export function readAddedSwatches(): string[] {
  return normalizeAddedSwatches(readJsonCookie(ADDED_SWATCHES_COOKIE, AddedSwatchList, []));
}

/** The page's added-swatches signal, read from the cookie on first use. */
export function getAddedSwatches() {
  return sharedSignal<string[]>('addedSwatches', () => readAddedSwatches());
}

/** Replaces the added swatches and saves them to the cookie for 7 days [ref: swatches#rules, #limits]. */
export function setAddedSwatches(codes: ReadonlyArray<string | number>): string[] {
  const next = normalizeAddedSwatches(codes);
  getAddedSwatches().value = next;
  writeJsonCookie(ADDED_SWATCHES_COOKIE, next, SWATCH_COOKIE_DAYS);
  return next;
}

/**
 * [ref: swatches#rules]: adding or removing a swatch toggles its membership. Adding past 5 changes nothing.
 * Pure: returns a new list.
 */
export function toggleCode(list: readonly string[], code: string | number, max: number = MAX_FREE_SWATCHES): string[] {
  const key = codeKey(code);
  if (!key) return [...list];
  if (list.includes(key)) return list.filter((item) => item !== key);
  return list.length >= max ? [...list] : [...list, key];
}
