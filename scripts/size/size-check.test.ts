// @vitest-environment node
/**
 * `npm run size`'s verdict (size-check.mjs): a page fails over its baseline plus 2 % or 300 B
 * (whichever is larger) or over its hard target; a page new to the baseline, or much smaller than
 * it, passes with a hint to update the baseline.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baselineOf,
  checkSizes,
  islandTarget,
  tolerance,
  type Baseline,
  type MeasuredPage,
  type SizeRow,
  type Targets,
} from './size-check.mjs';
import { TARGETS } from './size-targets.mjs';

const page = (name: string, total: number, extra: Partial<MeasuredPage> = {}): MeasuredPage => ({
  name,
  js: total - 1000,
  css: 1000,
  total,
  ...extra,
});
const base = (total: number): Baseline[string] => ({ js: total - 1000, css: 1000, total });

describe('tolerance', () => {
  it.each([
    [0, 300],
    [1_455, 300],
    [15_000, 300],
    [15_001, 301],
    [30_000, 600],
    [54_605, 1_093],
  ])('of a %i B baseline is %i B', (baseline, allowed) => {
    expect(tolerance(baseline)).toBe(allowed);
  });
});

describe('checkSizes', () => {
  it.each<[string, MeasuredPage, Baseline[string] | undefined, SizeRow['status'], boolean]>([
    ['as measured', page('a', 20_000), base(20_000), 'ok', false],
    ['300 B over a small page: the floor of the tolerance', page('a', 10_300), base(10_000), 'ok', false],
    ['301 B over a small page', page('a', 10_301), base(10_000), 'OVER', true],
    ['2 % over a large page', page('a', 51_000), base(50_000), 'ok', false],
    ['2 % and 1 B over a large page', page('a', 51_001), base(50_000), 'OVER', true],
    ['one more shared file on every page (+240 B)', page('a', 30_240), base(30_000), 'ok', false],
    ['within its baseline but over its hard target', page('a', 16_385, { max: 16_384 }), base(16_300), 'OVER', true],
    ['at its hard target', page('a', 16_384, { max: 16_384 }), base(16_300), 'ok', false],
    ['CSS over its hard target', page('a', 20_000, { css: 5_121, cssMax: 5_120 }), base(20_000), 'OVER', true],
    ['more files than its target', page('a', 20_000, { files: 51, filesMax: 50 }), base(20_000), 'OVER', true],
    ['as many files as its target', page('a', 20_000, { files: 50, filesMax: 50 }), base(20_000), 'ok', false],
    ['not in the baseline: passes', page('new', 20_000, { max: 51_200 }), undefined, 'new', false],
    ['not in the baseline and over its hard target', page('new', 52_000, { max: 51_200 }), undefined, 'OVER', true],
    ['shrank by its tolerance', page('a', 9_700), base(10_000), 'ok', false],
    ['shrank by more than its tolerance: passes with a hint', page('a', 9_699), base(10_000), 'smaller', false],
    [
      'kept out of the baseline: only its target',
      page('per island', 16, { max: 25, tracked: false }),
      undefined,
      'ok',
      false,
    ],
    [
      'kept out of the baseline, over its target',
      page('per island', 26, { max: 25, tracked: false }),
      undefined,
      'OVER',
      true,
    ],
  ])('%s', (_, measured, baseline, status, failed) => {
    const result = checkSizes([measured], baseline ? { [measured.name]: baseline } : {});
    expect(result.rows[0]?.status).toBe(status);
    expect(result.failed).toBe(failed);
    expect(result.rows[0]?.problems.length ?? 0).toBe(failed ? 1 : 0);
  });

  it('fails only the page that grew, when every page grew a little from one more island', () => {
    const baseline = { 'hearth.js': base(1_455), a: base(13_970), b: base(47_081), c: base(30_000) };
    const { rows, failed } = checkSizes(
      [page('hearth.js', 1_473), page('a', 14_192), page('b', 47_295), page('c', 31_000)],
      baseline,
    );
    expect(failed).toBe(true);
    expect(rows.map((row) => row.status)).toEqual(['ok', 'ok', 'ok', 'OVER']);
    expect(rows[3]?.problems[0]).toBe('1,000 B over its baseline of 30,000 B (tolerance 600 B)');
  });

  it('hints at updating the baseline for a new page, a much smaller page and a page gone', () => {
    const { hints, failed } = checkSizes([page('new', 20_000), page('small', 5_000)], {
      small: base(10_000),
      gone: base(10_000),
    });
    expect(failed).toBe(false);
    expect(hints).toEqual([
      'new: not in the baseline yet (20,000 B)',
      'small: 5,000 B smaller than its baseline of 10,000 B',
      'gone: in the baseline, but no such page any more',
    ]);
  });

  it('writes the baseline the check then passes, leaving untracked figures out', () => {
    const measured = [page('a', 20_000, { max: 10_000 }), page('b', 5_000), page('per island', 16, { tracked: false })];
    const baseline = baselineOf(measured);
    expect(baseline).toEqual({ a: base(20_000), b: base(5_000) });
    // an update records figures, it does not lift a hard target
    expect(checkSizes(measured, baseline).rows.map((row) => row.status)).toEqual(['OVER', 'ok', 'ok']);
  });
});

describe('the targets table (size-targets.mjs)', () => {
  const targets: Targets = {
    loader: { fixed: 1, perIsland: 1 },
    visit: { max: 1000, files: 10 },
    islandPage: { max: 100, css: 10 },
    islands: { small: { max: 50 }, aimed: { aim: 40 } },
    pages: {},
  };

  it.each([
    ['small', { max: 50, css: 10, aim: undefined }],
    ['aimed', { max: 100, css: 10, aim: 40 }],
    ['any-other', { max: 100, css: 10, aim: undefined }],
    ['constructor', { max: 100, css: 10, aim: undefined }],
  ])('gives island %s its target', (name, target) => {
    expect(islandTarget(name, targets)).toEqual(target);
  });

  it('names only islands that exist', () => {
    const island = (name: string) =>
      readdirSync('packages').some((pkg) => existsSync(join('packages', pkg, 'src', name, 'island.ts')));
    const named = [...Object.keys(TARGETS.islands), ...Object.values(TARGETS.pages).flatMap((p) => p.islands)];
    expect(named.filter((name) => !island(name))).toEqual([]);
  });

  it('keeps every hard target at or above its aim (an aim is what is not met yet)', () => {
    for (const name of Object.keys(TARGETS.islands)) {
      const { max, aim } = islandTarget(name, TARGETS);
      if (aim !== undefined) expect(max, name).toBeGreaterThanOrEqual(aim);
    }
  });
});
