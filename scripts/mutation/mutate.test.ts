// @vitest-environment node
/**
 * The mutation baseline of a package measured folder by folder (mutate.mjs): what each folder's
 * run records, which files `mutate:changed` then holds to it, and the package's scores once its
 * folders cover it.
 */
import { describe, expect, it } from 'vitest';
import { checkedFiles, recordPart, scoreOf } from './mutate.mjs';

const SHIPPED = [
  'packages/ui/src/field/text-field.tsx',
  'packages/ui/src/field/field-logic.ts',
  'packages/ui/src/dialog/dialog.tsx',
  'packages/ui/src/index.ts',
];
const tally = (detected: number, undetected: number) => ({ detected, undetected, ignored: 3, files: 1, score: 0 });

describe('a package measured folder by folder', () => {
  it("records a folder's counts and hashes, and no scores while other files are unmeasured", () => {
    const record = recordPart(
      undefined,
      'packages/ui/src/field',
      { components: tally(8, 2), logic: tally(9, 1) },
      { 'packages/ui/src/field/text-field.tsx': 'a1', 'packages/ui/src/field/field-logic.ts': 'b1' },
      SHIPPED,
    );
    expect(record).toEqual({
      parts: {
        'packages/ui/src/field': { components: { detected: 8, undetected: 2 }, logic: { detected: 9, undetected: 1 } },
      },
      files: { 'packages/ui/src/field/text-field.tsx': 'a1', 'packages/ui/src/field/field-logic.ts': 'b1' },
    });
    expect(checkedFiles(record, SHIPPED)).toEqual(SHIPPED.slice(0, 2));
  });

  it('once its folders cover every shipped file, the scores are the sums of their counts', () => {
    let record = recordPart(undefined, 'packages/ui/src/field', { components: tally(8, 2) }, {}, SHIPPED);
    record = recordPart(record, 'packages/ui/src/dialog', { components: tally(1, 1) }, {}, SHIPPED);
    expect(record.scores).toBeUndefined();
    record = recordPart(record, 'packages/ui/src/index.ts', { logic: tally(0, 0) }, {}, SHIPPED);
    expect(record.scores).toEqual({ components: 75, logic: 100 });
    expect(checkedFiles(record, SHIPPED)).toEqual(SHIPPED);
  });

  it('a folder run again replaces its counts; one holding recorded parts takes their place', () => {
    let record = recordPart(undefined, 'packages/ui/src/field', { components: tally(1, 9) }, {}, SHIPPED);
    record = recordPart(record, 'packages/ui/src/field', { components: tally(9, 1) }, {}, SHIPPED);
    expect(record.parts).toEqual({ 'packages/ui/src/field': { components: { detected: 9, undetected: 1 } } });
    record = recordPart(record, 'packages/ui/src', { components: tally(20, 5) }, {}, SHIPPED);
    expect(record.parts).toEqual({ 'packages/ui/src': { components: { detected: 20, undetected: 5 } } });
    expect(record.scores).toEqual({ components: 80 });
  });

  it('a file inside a recorded folder updates its hashes, not its counts (they would be counted twice)', () => {
    let record = recordPart(
      undefined,
      'packages/ui/src/field',
      { components: tally(8, 2) },
      { 'packages/ui/src/field/text-field.tsx': 'a1' },
      SHIPPED,
    );
    record = recordPart(
      record,
      'packages/ui/src/field/text-field.tsx',
      { components: tally(1, 0) },
      { 'packages/ui/src/field/text-field.tsx': 'a2' },
      SHIPPED,
    );
    expect(record.parts).toEqual({ 'packages/ui/src/field': { components: { detected: 8, undetected: 2 } } });
    expect(record.files).toEqual({ 'packages/ui/src/field/text-field.tsx': 'a2' });
  });

  it("a folder's name is not a prefix of another's ('field' is not 'fields')", () => {
    const record = recordPart(undefined, 'packages/ui/src/field', { components: tally(1, 0) }, {}, [
      ...SHIPPED,
      'packages/ui/src/fields/other.tsx',
    ]);
    expect(checkedFiles(record, ['packages/ui/src/fields/other.tsx'])).toEqual([]);
  });

  it('a package with a whole run is checked whole', () => {
    expect(checkedFiles({ scores: { components: 90 }, files: {} }, SHIPPED)).toEqual(SHIPPED);
  });
});

describe('scoreOf', () => {
  it('is the share of mutants detected, in per cent', () => {
    expect(scoreOf(3, 1)).toBe(75);
    expect(scoreOf(0, 4)).toBe(0);
  });
  it('is 100 when there is no mutant to detect', () => {
    expect(scoreOf(0, 0)).toBe(100);
  });
});
