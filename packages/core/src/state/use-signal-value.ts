import type { ReadonlySignal } from '@preact/signals-core';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Reads a signal in a React (or preact/compat) component and re-renders when it changes.
 * Built on `useSyncExternalStore` and `signal.subscribe`, so it needs no Babel transform and no
 * `useSignals()`, and stays tear-free under concurrent rendering.
 *
 * @param signal - any `@preact/signals-core` signal, e.g. a feature's `sharedSignal`.
 * @returns the signal's current value.
 */
export function useSignalValue<T>(signal: ReadonlySignal<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // subscribe() calls back at once with the current value; React already has it.
      let first = true;
      return signal.subscribe(() => {
        if (first) first = false;
        else onChange();
      });
    },
    [signal],
  );
  // peek(): read without subscribing any surrounding signals effect (e.g. useSignals()).
  const getSnapshot = useCallback(() => signal.peek(), [signal]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
