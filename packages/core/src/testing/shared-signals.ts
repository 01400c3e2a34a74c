import { SHARED_SIGNALS_KEY } from '../state/shared-signal';

/**
 * Forgets the page's shared signals so the next read builds fresh ones (a page never does this).
 * Listeners a signal's setup added to the document stay, but only update the forgotten signal.
 */
export function resetSharedSignals(): void {
  delete (globalThis as { [SHARED_SIGNALS_KEY]?: unknown })[SHARED_SIGNALS_KEY];
}
