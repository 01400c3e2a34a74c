import { describe, expect, it } from 'vitest';
import { checkVisit } from './visit-check.mjs';

const target = { max: 110_000, files: 75, aim: { max: 102_400, files: 50 } };

describe('checkVisit', () => {
  it('passes a visit within its budget, saying whether it meets its aim', () => {
    expect(checkVisit({ bytes: 104_000, files: 71 }, target)).toEqual({
      problems: [],
      notes: ['104,000 B in 71 files; aim ≤ 102,400 B in ≤ 50 files: not met yet'],
    });
    expect(checkVisit({ bytes: 102_400, files: 50 }, target).notes[0]).toMatch(/: met$/);
  });

  it('fails a visit over its budget in bytes or in files', () => {
    expect(checkVisit({ bytes: 110_001, files: 75 }, target).problems).toEqual([
      '110,001 B, over its budget of 110,000 B',
    ]);
    expect(checkVisit({ bytes: 100, files: 76 }, target).problems).toEqual(['76 files, over its budget of 75']);
  });
});
