// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('merges patches, from objects or functions of the state, and notifies until unsubscribed', () => {
    const store = createStore({ a: 1, b: 'x' });
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    store.setState({ a: 2 });
    store.setState((s) => ({ b: `${s.b}${s.a}` }));
    expect(store.getState()).toEqual({ a: 2, b: 'x2' });
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    store.setState({ a: 3 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
