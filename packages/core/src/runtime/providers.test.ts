import { afterEach, describe, expect, it } from 'vitest';
import { registerProvider, registeredProvider } from './providers';

describe('page providers', () => {
  afterEach(() => {
    (globalThis as Record<symbol, unknown>)[Symbol.for('hearth.providers')] = undefined;
  });

  it('keeps one provider per kind; the latest wins; unregistering removes only its own', () => {
    const first = { id: 1 };
    const second = { id: 2 };
    const undoFirst = registerProvider('payment', first);
    expect(registeredProvider('payment')).toBe(first);
    expect(registeredProvider('address')).toBeUndefined();
    const undoSecond = registerProvider('payment', second);
    undoFirst();
    expect(registeredProvider('payment')).toBe(second);
    undoSecond();
    expect(registeredProvider('payment')).toBeUndefined();
  });

  it('is shared through globalThis, so a page script bundled apart reaches the islands', () => {
    const provider = { id: 3 };
    const shared = new Map([['address', provider]]);
    (globalThis as Record<symbol, unknown>)[Symbol.for('hearth.providers')] = shared;
    expect(registeredProvider('address')).toBe(provider);
  });
});
