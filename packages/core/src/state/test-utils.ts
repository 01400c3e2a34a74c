import { STORES_KEY } from './stores';

/**
 * Forgets the page's stores so the next getStores() builds fresh ones (test-only; a page never
 * does this). The old legacy cart listener stays on document but only updates the old stores.
 */
export function resetStoresForTest(): void {
  delete (globalThis as { [STORES_KEY]?: unknown })[STORES_KEY];
}
