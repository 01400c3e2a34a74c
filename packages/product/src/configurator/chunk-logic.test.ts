import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, placeholderRem, planChunks } from './chunk-logic';

const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('planChunks (issue 11: long swatch lists render in chunks)', () => {
  it('splits 2,000 choices into chunks of CHUNK_SIZE; only the first renders at once', () => {
    const [chunks] = planChunks([range(2000)]);
    expect(chunks).toHaveLength(Math.ceil(2000 / CHUNK_SIZE));
    expect(chunks!.map((c) => c.items.length).reduce((a, b) => a + b, 0)).toBe(2000);
    expect(chunks!.filter((c) => c.eager)).toHaveLength(1);
    expect(chunks![1]!.start).toBe(CHUNK_SIZE);
  });

  it('counts the eager choices across groups, in order', () => {
    const plan = planChunks([range(20), range(20, 100), range(100, 200)], 48, 48);
    expect(plan.map((g) => g.map((c) => c.eager))).toEqual([[true], [true], [true, false, false]]);
  });

  it('renders everything at once with an unbounded size and budget', () => {
    const plan = planChunks([range(300)], Infinity, Infinity);
    expect(plan).toEqual([[{ start: 0, items: range(300), eager: true }]]);
  });

  it('keeps empty groups empty', () => {
    expect(planChunks([[]])).toEqual([[]]);
  });

  it('estimates a placeholder by rows of six', () => {
    expect(placeholderRem(48)).toBe(48);
    expect(placeholderRem(7)).toBe(12);
  });
});
