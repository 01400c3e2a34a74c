/**
 * How many cases the resilience tests run and with which seed. `npm test` (scripts/test-all.mjs)
 * draws a fresh FUZZ_SEED each run and prints it, with about 100 cases per island and per call;
 * `npx vitest run` alone uses a fixed seed, so a local run is the same on every machine;
 * `npm run fuzz` (scripts/fuzz.mjs) sets FUZZ_RUNS (1,000 or more) and a random FUZZ_SEED, and
 * collects the table of runs it prints from FUZZ_REPORT. A failure names its seed and its case,
 * shrunk: `FUZZ_SEED=<seed> npm run fuzz` replays it (its first cases are those of `npm test`).
 */
import fc from 'fast-check';
import { appendFileSync } from 'node:fs';

/** The seed when FUZZ_SEED is not set: any fixed number; failures print it with the case that failed. */
export const DEFAULT_SEED = 20261123;

/**
 * How long a failure is shrunk, in ms: each case of an island mounts it, so shrinking to the
 * smallest case could take many minutes; the case reported is the smallest found by then.
 */
export const SHRINK_MS = 30_000;

/** What {@link checkProperty} returns: fast-check's details, and whether the failure came again on replay. */
export type CheckDetails<T> = fc.RunDetails<T> & {
  /** `false` when the failing case passed when replayed to shrink it (it depends on timing). */
  replayed?: boolean;
};

/**
 * Runs `property` with `settings`: stops at the first failure, then replays it from there (its
 * `path`) and shrinks it for up to {@link SHRINK_MS}, so the case reported is shrunk.
 */
export async function checkProperty<T extends [unknown, ...unknown[]]>(
  property: fc.IAsyncProperty<T>,
  settings: { seed: number; numRuns: number },
): Promise<CheckDetails<T>> {
  const found = await fc.check(property, { ...settings, endOnFailure: true });
  if (!found.failed || found.counterexamplePath === null) return found;
  const shrunk = await fc.check(property, {
    ...settings,
    path: found.counterexamplePath,
    interruptAfterTimeLimit: SHRINK_MS,
  });
  return shrunk.failed && shrunk.counterexample !== null
    ? { ...shrunk, replayed: true }
    : { ...found, replayed: false };
}

/** Seed and number of cases for one property. */
export function fuzzSettings(defaultRuns = 100): { seed: number; numRuns: number } {
  const env = typeof process === 'undefined' ? {} : process.env;
  const seed = Number.parseInt(env.FUZZ_SEED ?? '', 10);
  const runs = Number.parseInt(env.FUZZ_RUNS ?? '', 10);
  return {
    seed: Number.isFinite(seed) ? seed : DEFAULT_SEED,
    numRuns: Number.isFinite(runs) && runs > 0 ? runs : defaultRuns,
  };
}

/**
 * A property's time limit: `ms` in the unit run, none under `npm run fuzz` (FUZZ_RUNS set), whose
 * 200 or more cases per island take what they take on a busy machine (the configurator's 200 took
 * over 300 s on two shared cores) and whose `--testTimeout 0` a limit written in the test would
 * override.
 */
export function fuzzTimeout(ms: number): number {
  return typeof process !== 'undefined' && process.env.FUZZ_RUNS ? 0 : ms;
}

/** One line of the report `npm run fuzz` prints. */
export interface RunRecord {
  kind: 'island' | 'call' | 'island-call';
  name: string;
  runs: number;
  /** Cases the schema accepted (props) or answers that were valid. */
  valid: number;
  failed: boolean;
  seed: number;
  counterexample?: unknown;
}

/** Appends a run to the report file named by FUZZ_REPORT (one JSON object per line), if any. */
export function recordRun(record: RunRecord): void {
  const file = typeof process === 'undefined' ? undefined : process.env.FUZZ_REPORT;
  if (!file) return;
  const counterexample =
    record.counterexample === undefined ? undefined : JSON.stringify(record.counterexample).slice(0, 500);
  appendFileSync(file, `${JSON.stringify({ ...record, counterexample })}\n`);
}

/**
 * The message of a failed property: its seed and path, the error, the case (shrunk, cut short)
 * and how to replay it.
 */
export function fuzzFailure(details: {
  seed: number;
  counterexample: unknown;
  counterexamplePath?: string | null;
  errorInstance: unknown;
  numShrinks?: number;
  replayed?: boolean;
}): string {
  const shrunk =
    details.replayed === false
      ? 'not shrunk: it passed when replayed, it depends on timing'
      : `shrunk ${details.numShrinks ?? 0} times`;
  return [
    `seed ${details.seed}, path ${details.counterexamplePath ?? '?'}: ${String(details.errorInstance)}`,
    `case (${shrunk}): ${JSON.stringify(details.counterexample)?.slice(0, 600)}`,
    `replay: FUZZ_SEED=${details.seed} npm run fuzz`,
  ].join('\n');
}
