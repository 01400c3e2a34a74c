import { describe, expect, it, vi } from 'vitest';
import type { CheckoutContext } from '../checkout-context';
import { lazyGroup } from './lazy-group';

interface Group {
  apply(code: string, amount: number): string;
  remove(): number;
}

describe('an action group loaded on its first call', () => {
  it('loads once for all its calls, each running the loaded action with its arguments', async () => {
    const apply = vi.fn((code: string, amount: number) => `${code}:${amount}`);
    const load = vi.fn(async () => ({ apply, remove: () => 2 }));
    const group = lazyGroup<Group>({ apply: true, remove: true }, load)({} as CheckoutContext);
    expect(Object.keys(group).sort()).toEqual(['apply', 'remove']);
    await expect(group.apply('RC1', 10)).resolves.toBe('RC1:10');
    await expect(group.remove()).resolves.toBe(2);
    await expect(group.apply('RC2', 5)).resolves.toBe('RC2:5');
    expect(load).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('RC2', 5);
  });

  it('each checkout loads its own group, with its own context', async () => {
    const load = vi.fn(async (ctx: CheckoutContext) => ({ apply: () => String(ctx), remove: () => 0 }));
    const of = lazyGroup<Group>({ apply: true, remove: true }, load);
    const one = {} as CheckoutContext;
    const two = {} as CheckoutContext;
    await of(one).remove();
    await of(two).remove();
    expect(load.mock.calls.map(([ctx]) => ctx)).toEqual([one, two]);
    expect(load.mock.calls[0]![0]).toBe(one);
    expect(load.mock.calls[1]![0]).toBe(two);
  });
});
