#!/usr/bin/env node
/**
 * `npm run fuzz`: the resilience tests (resilience/*.test.ts) with many more cases and a random
 * seed: props fuzzing for every island, answer fuzzing for every call. Prints a table per island
 * and per call (cases run, valid among them, failures, seed) that can go into a closing note, and
 * the seed of any failure, which replays it: `FUZZ_SEED=<seed> npm run fuzz`.
 *
 *   npm run fuzz [-- --runs 2000] [-- --seed 1234]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } } });
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
const rows = existsSync(report) ? readFileSync(report, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line)) : [];
rmSync(dir, { recursive: true, force: true });

const pad = (s, n) => String(s).padEnd(n);
console.log(`\n| kind | name | cases | valid | failures | seed |\n|---|---|---:|---:|---:|---:|`);
for (const row of rows) console.log(`| ${row.kind} | ${row.name} | ${row.runs} | ${row.valid} | ${row.failed ? 1 : 0} | ${row.seed} |`);
const failed = rows.filter((row) => row.failed);
for (const row of failed) console.log(`\nFAILED ${row.kind} ${row.name}: seed ${row.seed}\n  case: ${row.counterexample}`);
console.log(`\n${pad(rows.length, 0)} properties, ${rows.reduce((n, r) => n + r.runs, 0)} cases, ${failed.length} failed, ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(result.status ?? 1);
