#!/usr/bin/env node
/**
 * `npm run fuzz`: the resilience tests (resilience/*.test.ts) with many more cases and a random
 * seed: props fuzzing for every island, answer fuzzing for every call. Prints a table per island
 * and per call (cases run, valid among them, failures, seed) that can go into a closing note, and
 * the seed of any failure, which replays it: `FUZZ_SEED=<seed> npm run fuzz`.
 *
 * With `--walk`, then the browser fault walks (examples/site/test/fault-walk-*.e2e.ts, on the
 * built script: `npm run build` first): every call of every journey in each fault mode, with a
 * table per journey and call (fault modes walked, ms), gathered through `FAULT_WALK_REPORT`.
 *
 *   npm run fuzz [-- --runs 2000] [-- --seed 1234] [-- --walk]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1000' },
    seed: { type: 'string' },
    walk: { type: 'boolean', default: false },
  },
});
const runs = Math.max(Number.parseInt(values.runs, 10) || 1000, 1);
const seed = values.seed ?? process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
const dir = mkdtempSync(join(tmpdir(), 'hearth-fuzz-'));
const report = join(dir, 'report.jsonl');

console.log(`fuzz: ${runs} cases per island and per call, seed ${seed}`);
const started = Date.now();
const result = spawnSync('npx', ['vitest', 'run', 'resilience', '--testTimeout', '0'], {
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: String(runs), FUZZ_SEED: seed, FUZZ_REPORT: report },
});
/** The JSON lines a run wrote into `file` (none if it wrote nothing). */
const readJsonLines = (file) =>
  existsSync(file)
    ? readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
const rows = readJsonLines(report);

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n| kind | name | cases | valid | failures | seed |\n|---|---|---:|---:|---:|---:|`);
for (const row of rows)
  console.log(`| ${row.kind} | ${row.name} | ${row.runs} | ${row.valid} | ${row.failed ? 1 : 0} | ${row.seed} |`);
const failed = rows.filter((row) => row.failed);
for (const row of failed)
  console.log(
    `\nFAILED ${row.kind} ${row.name}: seed ${row.seed}\n  case: ${row.counterexample}\n  replay: FUZZ_SEED=${row.seed} npm run fuzz`,
  );
console.log(
  `\n${pad(rows.length, 0)} properties, ${rows.reduce((n, r) => n + r.runs, 0)} cases, ${failed.length} failed, ${Math.round((Date.now() - started) / 1000)} s`,
);
if (!values.walk) {
  rmSync(dir, { recursive: true, force: true });
  process.exit(result.status ?? 1);
}

// the fault walks: each journey's rows ({journey, step, call, fault, ms}) as one table
const walkReport = join(dir, 'walk.jsonl');
const walk = spawnSync('npx', ['vitest', 'run', '--config', 'vitest.browser.config.ts', 'fault-walk'], {
  stdio: 'inherit',
  env: { ...process.env, FAULT_WALK_REPORT: walkReport },
});
const walked = readJsonLines(walkReport);
rmSync(dir, { recursive: true, force: true });
const byCall = new Map();
for (const row of walked) {
  const key = `${row.journey} | ${row.step} | ${row.call}`;
  const seen = byCall.get(key) ?? { faults: new Set(), ms: 0 };
  seen.faults.add(row.fault);
  seen.ms += row.ms;
  byCall.set(key, seen);
}
console.log(`\n| journey | step | call | fault modes | ms |\n|---|---|---|---|---:|`);
for (const [key, { faults, ms }] of byCall) console.log(`| ${key} | ${[...faults].join(', ')} | ${ms} |`);
console.log(`\n${byCall.size} calls walked, ${walked.length} fault walks`);
process.exit(result.status || walk.status || 0);
