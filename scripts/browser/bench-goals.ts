/**
 * `npm run bench`'s goals for mounting quantity selectors, as a pure function of the
 * medians it measured (tested in bench-goals.test.ts). Timing goals are printed as met or missed:
 * on a shared machine a slow run says little. Linearity fails the run: mounting 4,000 islands
 * must cost at most 5 times what 1,000 cost in the same run, on each build measured. A cost that
 * grows with the islands already on the page (a document scan per island, a layout read after the
 * previous island wrote) makes that ratio 7-9; linear mounting gives 3-4.
 */

/** The goals, in milliseconds and ratios. */
export const MOUNT_GOALS = {
  /** 500 steppers, Preact script tag, navigation to every island mounted. */
  ms500: 300,
  /** 10,000 steppers, Preact script tag. */
  ms10000: 2000,
  /** The React build's 500-island time over the Preact build's, at least. */
  reactOverPreact: 2,
  /** Islands counts compared for linearity, and the largest ratio of their times. */
  linear: { small: 1000, large: 4000, maxRatio: 5 },
} as const;

/** One measured size of one build: its median time. */
export interface MountMedian {
  variant: 'preact' | 'react';
  islands: number;
  medianMs: number;
}

/** One goal's verdict; `fails`: the run exits 1. */
export interface GoalRow {
  goal: string;
  figure: string;
  met: boolean;
  fails: boolean;
}

const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

/** The goals the measured `rows` speak to (a goal whose sizes were not measured is left out). */
export function mountGoals(rows: readonly MountMedian[]): GoalRow[] {
  const at = (variant: MountMedian['variant'], islands: number) =>
    rows.find((row) => row.variant === variant && row.islands === islands)?.medianMs;
  const goals: GoalRow[] = [];
  const preact500 = at('preact', 500);
  if (preact500 !== undefined)
    goals.push({
      goal: `500 islands, Preact build, ≤ ${ms(MOUNT_GOALS.ms500)}`,
      figure: ms(preact500),
      met: preact500 <= MOUNT_GOALS.ms500,
      fails: false,
    });
  const react500 = at('react', 500);
  if (preact500 !== undefined && react500 !== undefined)
    goals.push({
      goal: `500 islands, Preact build ≥ ${MOUNT_GOALS.reactOverPreact}x faster than React build`,
      figure: `${(react500 / preact500).toFixed(2)}x (React ${ms(react500)})`,
      met: react500 >= MOUNT_GOALS.reactOverPreact * preact500,
      fails: false,
    });
  const preact10k = at('preact', 10_000);
  if (preact10k !== undefined)
    goals.push({
      goal: `10,000 islands, Preact build, ≤ ${ms(MOUNT_GOALS.ms10000)}`,
      figure: ms(preact10k),
      met: preact10k <= MOUNT_GOALS.ms10000,
      fails: false,
    });
  const { small, large, maxRatio } = MOUNT_GOALS.linear;
  for (const variant of ['preact', 'react'] as const) {
    const [a, b] = [at(variant, small), at(variant, large)];
    if (a === undefined || b === undefined) continue;
    goals.push({
      goal: `linear, ${variant} build: ${large.toLocaleString('en-US')} islands ≤ ${maxRatio}x the time of ${small.toLocaleString('en-US')}`,
      figure: `${(b / a).toFixed(2)}x (${ms(a)} → ${ms(b)})`,
      met: b <= maxRatio * a,
      fails: b > maxRatio * a,
    });
  }
  return goals;
}
