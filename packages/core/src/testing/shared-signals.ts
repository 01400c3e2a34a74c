import { SHARED_SIGNALS_KEY } from '../state/shared-signal';

/**
 * Forgets the page's shared signals so the next read builds fresh ones (a page never does this).
 * Listeners a signal's setup added to the document stay, but only update the forgotten signal.
 */
export function resetSharedSignals(): void {
  delete (globalThis as { [SHARED_SIGNALS_KEY]?: unknown })[SHARED_SIGNALS_KEY];
}

/**
 * The page's shared signal named `name`, read from the registry as every copy of core finds it
 * (`Symbol.for('hearth.signals')` on `globalThis`), or `undefined` when there is none: for a test
 * that a feature's signal is the one other chunks and the npm build share.
 */
export function sharedSignalNamed(name: string): unknown {
  return (globalThis as { [SHARED_SIGNALS_KEY]?: Map<string, unknown> })[SHARED_SIGNALS_KEY]?.get(name);
}
