import { describe, expect, it } from 'vitest';
import { mountGoals, type MountMedian } from './bench-goals';

const rows = (preact: Record<number, number>, react: Record<number, number> = {}): MountMedian[] => [
  ...Object.entries(preact).map(([n, ms]) => ({ variant: 'preact' as const, islands: Number(n), medianMs: ms })),
  ...Object.entries(react).map(([n, ms]) => ({ variant: 'react' as const, islands: Number(n), medianMs: ms })),
];

describe('mountGoals', () => {
  it('fails the run when 4,000 islands take more than 5x the time of 1,000 (mounting stopped being linear)', () => {
    // figures measured before the fix: render grew 15x from 1,000 to 4,000 islands
    const quadratic = mountGoals(rows({ 1000: 3213, 4000: 25200 }));
    expect(quadratic).toEqual([
      expect.objectContaining({ met: false, fails: true, figure: expect.stringMatching(/^7\.84x/) }),
    ]);
    const linear = mountGoals(rows({ 1000: 900, 4000: 2700 }, { 1000: 2000, 4000: 10_001 }));
    expect(linear.map((goal) => [goal.goal.split(':')[0], goal.met, goal.fails])).toEqual([
      ['linear, preact build', true, false],
      ['linear, react build', false, true],
    ]);
    expect(mountGoals(rows({ 1000: 1000, 4000: 5000 }))[0]).toMatchObject({ met: true, fails: false });
  });

  it('prints the 500-island time, the Preact/React ratio and the 10,000-island time as met or missed, without failing', () => {
    const goals = mountGoals(rows({ 500: 280, 10_000: 2100 }, { 500: 550 }));
    expect(goals.map(({ figure, met, fails }) => [figure, met, fails])).toEqual([
      ['280 ms', true, false],
      ['1.96x (React 550 ms)', false, false],
      ['2,100 ms', false, false],
    ]);
    expect(mountGoals(rows({ 500: 301 }, { 500: 602 })).map((goal) => goal.met)).toEqual([false, true]);
  });

  it('leaves out what was not measured', () => {
    expect(mountGoals(rows({ 1000: 900 }))).toEqual([]);
  });
});
