// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MERGE_MODE, markMissingRemoved, mergeItemLists, mergeRecipients } from './item-merge';

const item = (id: string | number, extra: Record<string, unknown> = {}) => ({ id, ...extra });
const ids = (items: Array<{ id: string | number }>) => items.map((i) => i.id);

describe('item-list merge [ref: checkout#rules]', () => {
  it.each([
    ['keeps the order of the current list', ['a', 'b', 'c'], ['c', 'b', 'a'], 2, ['a', 'b', 'c']],
    ['drops items missing from the server', ['a', 'b', 'c'], ['a', 'c'], 2, ['a', 'c']],
    ['puts new items at the front in mode 1', ['a', 'b'], ['a', 'b', 'x', 'y'], 1, ['x', 'y', 'a', 'b']],
    ['puts new items at the back in mode 2', ['a', 'b'], ['x', 'a', 'b', 'y'], 2, ['a', 'b', 'x', 'y']],
    ['treats any other mode as the back', ['a'], ['x', 'a'], 7, ['a', 'x']],
    ['adds and removes at once', ['a', 'b', 'c'], ['d', 'c'], 1, ['d', 'c']],
    ['from an empty list takes the server list', [], ['a', 'b'], 1, ['a', 'b']],
    ['to an empty server list leaves nothing', ['a', 'b'], [], 2, []],
  ])('%s', (_, current, fresh, mode, expected) => {
    expect(
      ids(
        mergeItemLists(
          current.map((id) => item(id)),
          fresh.map((id) => item(id)),
          mode,
        ),
      ),
    ).toEqual(expected);
  });

  it('marks missing items removed (before pruning) and takes the fresh values of the others', () => {
    const marked = markMissingRemoved([item('a', { qty: 1 }), item('b', { qty: 1 })], [item('a', { qty: 3 })]);
    expect(marked).toEqual([item('a', { qty: 3 }), item('b', { qty: 1, isRemoved: true })]);
  });

  it('prunes items the server itself marks removed, and matches ids across number and string', () => {
    const merged = mergeItemLists(
      [item(1), item('2')],
      [item('1'), item(2, { isRemoved: true }), item(3, { isRemoved: true })],
      MERGE_MODE.back,
    );
    expect(ids(merged)).toEqual(['1']);
  });

  it('merges the items of the shipments a recipient keeps, by shipment id else position', () => {
    const current = [{ id: 'r1', shipments: [{ id: 's1', items: [item('a'), item('b')] }, { items: [item('p')] }] }];
    const fresh = [
      {
        id: 'r1',
        shipments: [{ id: 's1', items: [item('b'), item('a'), item('n')] }, { items: [item('q'), item('p')] }],
      },
      { id: 'r2', shipments: [{ id: 's9', items: [item('z')] }] },
    ];
    const merged = mergeRecipients(current, fresh, MERGE_MODE.front);
    expect(merged.map((r) => r.shipments.map((s) => ids(s.items)))).toEqual([
      [
        ['n', 'a', 'b'],
        ['q', 'p'],
      ],
      [['z']],
    ]);
  });

  it('a shipment with an id takes the items of the shipment of that id, whatever their order', () => {
    const current = [
      {
        id: 'r1',
        shipments: [
          { id: 's1', items: [item('a'), item('b')] },
          { id: 's2', items: [item('c'), item('d')] },
        ],
      },
    ];
    const fresh = [
      {
        id: 'r1',
        shipments: [
          { id: 's2', items: [item('d'), item('c')] },
          { id: 's1', items: [item('b'), item('a')] },
        ],
      },
    ];
    const merged = mergeRecipients(current, fresh, MERGE_MODE.back);
    expect(merged[0]!.shipments.map((s) => [s.id, ids(s.items)])).toEqual([
      ['s2', ['c', 'd']],
      ['s1', ['a', 'b']],
    ]);
  });

  it('a shipment without an id keeps the order of the shipment at its position', () => {
    // the same recipient, its id a number before and a string now
    const current: Array<{ id: string | number; shipments: Array<{ items: Array<{ id: string | number }> }> }> = [
      { id: 7, shipments: [{ items: [item('p'), item('r')] }] },
    ];
    const fresh = [{ id: '7', shipments: [{ items: [item('r'), item('p')] }] }];
    expect(ids(mergeRecipients(current, fresh, MERGE_MODE.back)[0]!.shipments[0]!.items)).toEqual(['p', 'r']);
  });
});
