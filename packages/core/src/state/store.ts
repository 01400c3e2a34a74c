import { useSyncExternalStore } from 'react';

/**
 * A store of one state object with change notification: an island's own state, kept outside
 * React so its actions are plain functions tested in node (the cart page, the checkout).
 */
export interface Store<S> {
  getState(): S;
  /** Merges a partial state (or the result of a function of the current one) and notifies. */
  setState(patch: Partial<S> | ((state: S) => Partial<S>)): void;
  /** @returns a function that stops listening */
  subscribe(listener: () => void): () => void;
}

/** Creates a {@link Store} holding `initial`. */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(patch) {
      const next = typeof patch === 'function' ? patch(state) : patch;
      state = { ...state, ...next };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** Reads a {@link Store} in a component and re-renders when it changes (`useSyncExternalStore`). */
export function useStoreState<S>(store: Store<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
