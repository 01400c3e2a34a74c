import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSharedSignals, sharedSignalNamed } from '../testing/shared-signals';
import { SHARED_SIGNALS_KEY, sharedSignal } from './shared-signal';

beforeEach(() => resetSharedSignals());
afterEach(() => vi.restoreAllMocks());

describe('sharedSignal: one signal per name per page', () => {
  it('returns the same signal on every call, created once with its initial value', () => {
    const initial = vi.fn(() => 3);
    const first = sharedSignal('count', initial);
    expect(sharedSignal('count', () => 99)).toBe(first);
    expect(first.value).toBe(3);
    expect(initial).toHaveBeenCalledTimes(1);
  });

  it('keeps the registry on globalThis under Symbol.for("hearth.signals")', () => {
    const created = sharedSignal('zip', () => null);
    const registry = (globalThis as Record<symbol, Map<string, unknown>>)[Symbol.for('hearth.signals')];
    expect(SHARED_SIGNALS_KEY).toBe(Symbol.for('hearth.signals'));
    expect(registry?.get('zip')).toBe(created);
  });

  it("is what @hearth/core/testing's sharedSignalNamed reads, and nothing before it is created", () => {
    expect(sharedSignalNamed('zip')).toBeUndefined();
    const created = sharedSignal('zip', () => null);
    expect(sharedSignalNamed('zip')).toBe(created);
    expect(sharedSignalNamed('other')).toBeUndefined();
    resetSharedSignals();
    expect(sharedSignalNamed('zip')).toBeUndefined();
  });

  it('shares the signal with a second copy of core (separately loaded chunk)', async () => {
    const first = sharedSignal('cartCount', () => 4);
    vi.resetModules();
    const copy = await import('./shared-signal');
    expect(copy.sharedSignal).not.toBe(sharedSignal);
    expect(copy.sharedSignal('cartCount', () => 0)).toBe(first);
  });

  it('adopts a signal another copy registered', () => {
    const registry = new Map([['user', signal<unknown>({ name: 'Ana' })]]);
    (globalThis as Record<symbol, unknown>)[SHARED_SIGNALS_KEY] = registry;
    expect(sharedSignal('user', () => null).value).toEqual({ name: 'Ana' });
  });

  it('runs setup once per page, when the signal is created', () => {
    const setup = vi.fn();
    const created = sharedSignal('followed', () => 0, setup);
    sharedSignal('followed', () => 0, setup);
    expect(setup).toHaveBeenCalledTimes(1);
    expect(setup).toHaveBeenCalledWith(created);
  });

  it('importing the state modules creates nothing', async () => {
    vi.resetModules();
    await Promise.all([
      import('./shared-signal'),
      import('./events'),
      import('./use-signal-value'),
      import('./shopper-zip'),
      import('./store'),
    ]);
    expect((globalThis as Record<symbol, unknown>)[SHARED_SIGNALS_KEY]).toBeUndefined();
  });
});
