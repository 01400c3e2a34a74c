/**
 * How many cases the resilience tests run and with which seed. `npm test` runs a fixed seed and
 * about 100 cases per island and per call, so a failure is the same on every machine;
 * `npm run fuzz` (scripts/fuzz.mjs) sets FUZZ_RUNS (1,000 or more) and a random FUZZ_SEED, and
 * collects the table of runs it prints from FUZZ_REPORT.
 */
import { appendFileSync } from 'node:fs';

/** The seed of `npm test`: any fixed number; failures print it with the case that failed. */
export const DEFAULT_SEED = 20261123;

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

/** The message of a failed property: its seed, the error and the case (cut short). */
export function fuzzFailure(details: { seed: number; counterexample: unknown; errorInstance: unknown }): string {
  return `seed ${details.seed}: ${String(details.errorInstance)}\ncase: ${JSON.stringify(details.counterexample)?.slice(0, 600)}`;
}
