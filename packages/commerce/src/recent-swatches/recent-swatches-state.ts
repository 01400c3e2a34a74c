import { sharedSignal, writeStoredJson } from '@hearth/core';
import { is } from 'superstruct';
import { RECENT_SWATCHES_STORAGE_KEY, RecentSwatch, addToRecentSwatches, readRecentSwatches } from './recent-swatches';

/**
 * The page's recent-swatches signal [ref: commerce#validation], shared by every island that shows or records
 * swatches, loaded from localStorage on first use (malformed or unavailable storage reads as
 * empty).
 */
export function getRecentSwatches() {
  return sharedSignal<RecentSwatch[]>('recentSwatches', () => readRecentSwatches());
}

/**
 * Records a swatch the shopper looked at: it goes first, an older record of the same ChoiceCode
 * is dropped, the list keeps 24 [ref: commerce#validation], and it is saved to localStorage (a full or disabled
 * storage keeps the list for this page only).
 *
 * @param record - OptionCode and ChoiceCode (or ChoiceCode alone); other fields are kept.
 * @returns `false` (and nothing changes) when the record has no usable ChoiceCode.
 */
export function addRecentSwatch(record: RecentSwatch): boolean {
  if (!is(record, RecentSwatch)) return false;
  const recentSwatches = getRecentSwatches();
  const next = addToRecentSwatches(recentSwatches.peek(), record);
  recentSwatches.value = next;
  writeStoredJson(RECENT_SWATCHES_STORAGE_KEY, next);
  return true;
}
