import { rulesDisagreements } from '@hearth/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quantitySelectorRules } from './props-rules';

/** Each rule's edges, and values of every JSON type in each field. */
const EDGES: unknown[] = [
  {},
  { value: 1, name: 'qty', id: 'q', label: 'Quantity', disabled: false },
  ...[0, 1, 99, 100, 2.5, -1, '2', null, true, [], {}].map((value) => ({ value })),
  ...['', 'q', 'q'.repeat(200), 'q'.repeat(201), 3, null, false, [], {}].map((name) => ({ name })),
  ...['', 'id', 3, null, true, []].flatMap((text) => [{ id: text }, { label: text }]),
  ...[true, false, 'true', 0, null].map((disabled) => ({ disabled })),
  { value: 2, extra: 1, children: { type: 'img' } },
  [],
  [1, 2],
  null,
  'props',
  7,
  true,
];

describe('quantity-selector props rules', () => {
  it('accept and refuse what QuantitySelectorPropsSchema does, and give the same props', async () => {
    expect(await rulesDisagreements(quantitySelectorRules, EDGES)).toEqual([]);
  });

  it('agree with the schema on generated props', async () => {
    const field = fc.oneof(fc.jsonValue(), fc.integer({ min: -5, max: 105 }), fc.string({ maxLength: 205 }));
    const values = fc.sample(
      fc.oneof(
        fc.record(
          { value: field, name: field, id: field, label: field, disabled: fc.oneof(fc.boolean(), field), extra: field },
          { requiredKeys: [] },
        ),
        fc.jsonValue(),
      ),
      { seed: 36, numRuns: 500 },
    );
    expect(await rulesDisagreements(quantitySelectorRules, values)).toEqual([]);
  });
});
