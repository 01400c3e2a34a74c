import { signal, type Signal } from '@preact/signals-core';
import { CART_UPDATED_EVENT, toCartCount } from './cart-count';
import type { RecentSwatch } from './recent-swatches';
import type { UserAccount } from './user-account';

/** The state shared by every island on the page. */
export interface HearthStores {
  /** Items in the cart; `null` until some island or the page tells. */
  cartCount: Signal<number | null>;
  /** The shopper (000 §3); `null` until known. */
  user: Signal<UserAccount | null>;
  /** The shopper's ZIP or postal code, upper-cased (002 §3 Zip state); `null` until known. */
  zip: Signal<string | null>;
  /**
   * 002 §5: most recent first, unique by ChoiceCode, at most 24; persisted in localStorage.
   * Read it through {@link getRecentSwatches}, which loads the stored list on first use (so
   * islands that never show swatches do not carry the storage code).
   */
  recentSwatches: Signal<RecentSwatch[]>;
}

/**
 * Where the one store object lives. `Symbol.for` gives the same key to every copy of this module
 * (two island chunks that each bundled core, or the npm build beside the script tag).
 */
export const STORES_KEY: unique symbol = Symbol.for('hearth.stores') as never;

type StoreHost = { [STORES_KEY]?: HearthStores };

const factories: { [K in keyof HearthStores]: () => HearthStores[K] } = {
  cartCount: () => signal<number | null>(null),
  user: () => signal<UserAccount | null>(null),
  zip: () => signal<string | null>(null),
  recentSwatches: () => signal<RecentSwatch[]>([]),
};

// Builds the stores, or completes ones made by an older copy of core that knew fewer of them,
// in place, so there is still one object per page.
function completeStores(stores: Partial<HearthStores>): HearthStores {
  for (const key of Object.keys(factories) as (keyof HearthStores)[]) {
    if (!stores[key]) (stores as Record<string, unknown>)[key] = factories[key]();
  }
  return stores as HearthStores;
}

// CONTRACT §4: legacy page script dispatches hearth:cart-updated too; a numeric detail is the
// new count. Installed with the stores, so once per page however many copies of core load.
function listenToLegacyCartUpdates(stores: HearthStores): void {
  if (typeof document === 'undefined') return;
  document.addEventListener(CART_UPDATED_EVENT, (event) => {
    const count = toCartCount((event as CustomEvent<unknown>).detail);
    if (count !== undefined) stores.cartCount.value = count;
  });
}

/**
 * The page's shared stores, created on first use. Every island, in React or Preact, in any chunk,
 * gets the same object: it is kept on `globalThis` under `Symbol.for('hearth.stores')`.
 *
 * The signals are `@preact/signals-core` signals; read them in components with
 * {@link useSignalValue} (or `@preact/signals` / `@preact/signals-react`, which wrap the same core).
 */
export function getStores(): HearthStores {
  const host = globalThis as StoreHost;
  const existing = host[STORES_KEY];
  if (existing) return completeStores(existing);
  const stores = completeStores({});
  host[STORES_KEY] = stores;
  listenToLegacyCartUpdates(stores);
  return stores;
}
