import { rulesDisagreements } from '@hearth/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartCountRules } from './props-rules';

describe('cart-count props rules', () => {
  it('accept and refuse what CartCountPropsSchema does, and give the same props', async () => {
    const edges = [
      {},
      ...[0, 1, 9999, 10000, -1, 2.5, '3', null, true, [], {}].map((count) => ({ count })),
      { count: 3, extra: 1 },
      [],
      null,
      '3',
      3,
    ];
    expect(await rulesDisagreements(cartCountRules, edges)).toEqual([]);
  });

  it('agree with the schema on generated props', async () => {
    const count = fc.oneof(fc.jsonValue(), fc.integer({ min: -5, max: 10_005 }));
    const values = fc.sample(fc.oneof(fc.record({ count, other: count }, { requiredKeys: [] }), fc.jsonValue()), {
      seed: 36,
      numRuns: 300,
    });
    expect(await rulesDisagreements(cartCountRules, values)).toEqual([]);
  });
});
