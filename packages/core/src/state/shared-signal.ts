import { signal, type Signal } from '@preact/signals-core';

/**
 * Where the page's shared signals live. `Symbol.for` gives the same key to every copy of core
 * (two island chunks that each bundled it, or the npm build beside the script tag).
 */
export const SHARED_SIGNALS_KEY: unique symbol = Symbol.for('hearth.signals') as never;

type Host = { [SHARED_SIGNALS_KEY]?: Map<string, Signal<unknown>> };

/**
 * The page's signal named `key`, created on first use with `initial()`: every island, in React
 * or Preact, in any chunk, gets the same one. Features declare their own (the cart count, the
 * shopper's ZIP, recent swatches) next to their code; core keeps only this registry.
 *
 * `setup` runs once per page when the signal is created (e.g. to follow a page event), so a
 * module can stay free of side effects until the signal is first read.
 *
 * Read signals in components with {@link useSignalValue}.
 */
export function sharedSignal<T>(key: string, initial: () => T, setup?: (created: Signal<T>) => void): Signal<T> {
  const host = globalThis as Host;
  const registry = (host[SHARED_SIGNALS_KEY] ??= new Map());
  let found = registry.get(key) as Signal<T> | undefined;
  if (!found) {
    found = signal(initial());
    registry.set(key, found as Signal<unknown>);
    setup?.(found);
  }
  return found;
}
