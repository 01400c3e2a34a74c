import { is } from 'superstruct';
import { writeStoredJson } from '../storage/index';
import { toCartCount } from './cart-count';
import {
  RECENT_SWATCHES_STORAGE_KEY,
  RecentSwatch,
  addToRecentSwatches,
  readRecentSwatches,
} from './recent-swatches';
import { getStores, type HearthStores } from './stores';
import { UserAccount } from './user-account';

const HYDRATED = Symbol.for('hearth.recentSwatches.loaded');

/**
 * The shared recent-swatches signal, loaded from localStorage on first use (malformed or
 * unavailable storage reads as empty). Every island gets the same signal.
 */
export function getRecentSwatches(): HearthStores['recentSwatches'] {
  const stores = getStores() as HearthStores & { [HYDRATED]?: true };
  if (!stores[HYDRATED]) {
    stores[HYDRATED] = true;
    const stored = readRecentSwatches();
    if (stored.length > 0 && stores.recentSwatches.peek().length === 0) stores.recentSwatches.value = stored;
  }
  return stores.recentSwatches;
}

/**
 * Records a swatch the shopper looked at: it goes first, an older record of the same ChoiceCode
 * is dropped, the list keeps 24 (002 §5), and it is saved to localStorage (a full or disabled
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

/**
 * Sets the shopper's ZIP or postal code, upper-cased and trimmed (002 §5: the ZIP is
 * upper-cased); an empty value clears it. The format is checked by the caller (validation).
 *
 * @returns the value stored.
 */
export function setZip(zip: string | null): string | null {
  const value = typeof zip === 'string' && zip.trim() !== '' ? zip.trim().toUpperCase() : null;
  getStores().zip.value = value;
  return value;
}

/**
 * Sets the shopper (000 §3), or `null` when unknown.
 *
 * @returns `false` (and nothing changes) when `user` does not match {@link UserAccount}.
 */
export function setUser(user: UserAccount | null): boolean {
  if (user !== null && !is(user, UserAccount)) return false;
  getStores().user.value = user;
  return true;
}

/**
 * Sets the cart item count, or `null` when unknown. Does not dispatch an event: use
 * {@link dispatchCartUpdated} after a change to the cart.
 *
 * @returns `false` (and nothing changes) unless `count` is a whole number of at least 0 or `null`.
 */
export function setCartCount(count: number | null): boolean {
  const value = count === null ? null : toCartCount(count);
  if (value === undefined) return false;
  getStores().cartCount.value = value;
  return true;
}
