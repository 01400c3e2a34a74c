import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allBits, and, codesOf, countAnd, filterIndex, or } from './filter-index';
import type { Filter } from '../data/schema';

const item = (label: string, choiceCodes: number[]) => ({ label, choiceCodes, svgName: '', attributeQueries: [] });

describe('filterIndex: one bitset per filter item over the option’s choices', () => {
  const all = Array.from({ length: 70 }, (_, i) => 1000 + i);
  const filters: Filter[] = [
    { filterType: 2, title: 'Color', items: [item('Blue', [1000, 1031, 1032, 1069, 5, 1000]), item('Grey', [])] },
  ];
  const index = filterIndex(all, filters);

  it('sets a bit per code the option has, once, and leaves out codes it lacks', () => {
    expect(index.words).toBe(3);
    expect([...codesOf(index, index.items[0]![0]!)]).toEqual([1000, 1031, 1032, 1069]);
    expect(codesOf(index, index.items[0]![1]!).size).toBe(0);
  });

  it('every choice, and nothing beyond the last', () => {
    expect(codesOf(index, allBits(index)).size).toBe(70);
    expect(countAnd(allBits(index), allBits(index))).toBe(70);
    expect(codesOf(filterIndex([], []), allBits(filterIndex([], []))).size).toBe(0);
    expect(countAnd(allBits(filterIndex(all.slice(0, 64), [])), allBits(filterIndex(all.slice(0, 64), [])))).toBe(64);
  });

  it('AND, OR and the count agree with set operations', () => {
    const codes = fc.uniqueArray(fc.integer({ min: 0, max: 199 }), { maxLength: 120 });
    fc.assert(
      fc.property(codes, codes, (a, b) => {
        const universe = Array.from({ length: 200 }, (_, i) => i);
        const ix = filterIndex(universe, [{ filterType: 2, title: 't', items: [item('a', a), item('b', b)] }]);
        const [bitsA, bitsB] = ix.items[0]! as [Uint32Array, Uint32Array];
        const setB = new Set(b);
        const both = a.filter((x) => setB.has(x)).sort((x, y) => x - y);
        const either = [...new Set([...a, ...b])].sort((x, y) => x - y);
        expect([...codesOf(ix, and(bitsA, bitsB))]).toEqual(both);
        expect([...codesOf(ix, or(bitsA, bitsB))]).toEqual(either);
        expect(countAnd(bitsA, bitsB)).toBe(both.length);
      }),
    );
  });
});
