/**
 * CI's fuzzing is replayable: `npm test` draws a fresh seed each run, prints it first and
 * last and hands it to every phase; the resilience tests take it from FUZZ_SEED; a failure names
 * its seed, its path and its shrunk case, and how to replay it.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkProperty, DEFAULT_SEED, fuzzFailure, fuzzSettings, fuzzTimeout } from '../resilience/settings';

// three short node processes a test: seconds on a loaded machine
// `npm` as test-all.mjs runs it, replaced by a script that notes the FUZZ_SEED each phase got
const bin = mkdtempSync(join(tmpdir(), 'hearth-fuzz-seed-'));
const seen = join(bin, 'seen');
writeFileSync(join(bin, 'npm'), `#!/bin/sh\necho "$FUZZ_SEED" >> "${seen}"\n`);
chmodSync(join(bin, 'npm'), 0o755);
afterAll(() => rmSync(bin, { recursive: true, force: true }));

function npmTest(env: Record<string, string> = {}) {
  writeFileSync(seen, '');
  const { FUZZ_SEED: _, ...rest } = process.env;
  const result = spawnSync('node', ['scripts/test-all.mjs'], {
    encoding: 'utf8',
    env: { ...rest, ...env, PATH: `${bin}:${process.env.PATH}` },
  });
  const lines = result.stdout.trim().split('\n');
  return { first: lines[0]!, last: lines.at(-1)!, phases: readFileSync(seen, 'utf8').trim().split('\n') };
}

describe('npm test: a fresh fuzz seed each run, printed and handed on', () => {
  it('prints the seed first and last with the replay command, and every phase gets it', () => {
    const { first, last, phases } = npmTest();
    const seed = /^npm test: fuzz seed (\d+) \(replay: FUZZ_SEED=\1 npm run fuzz\)$/.exec(first)?.[1];
    expect(seed).toBeDefined();
    expect(last).toBe(`fuzz seed ${seed} (replay: FUZZ_SEED=${seed} npm run fuzz)`);
    expect(phases.length).toBeGreaterThan(3);
    expect(new Set(phases)).toEqual(new Set([seed]));
  }, 30_000);

  it('draws another seed the next run, and keeps a FUZZ_SEED it is given', () => {
    const seeds = new Set([npmTest().first, npmTest().first]);
    expect(seeds.size).toBe(2);
    expect(npmTest({ FUZZ_SEED: '150309755' }).phases).toContain('150309755');
  }, 30_000);
});

describe('the resilience tests: seed from FUZZ_SEED, failures shrunk and named', () => {
  it('take FUZZ_SEED and FUZZ_RUNS, else a fixed seed; under npm run fuzz no time limit', () => {
    const saved = { seed: process.env.FUZZ_SEED, runs: process.env.FUZZ_RUNS };
    try {
      delete process.env.FUZZ_SEED;
      delete process.env.FUZZ_RUNS;
      expect(fuzzSettings(6)).toEqual({ seed: DEFAULT_SEED, numRuns: 6 });
      process.env.FUZZ_SEED = '150309755';
      process.env.FUZZ_RUNS = '200';
      expect(fuzzSettings(6)).toEqual({ seed: 150309755, numRuns: 200 });
      // npm run fuzz: no time limit on a property (the unit run keeps its own)
      expect(fuzzTimeout(300_000)).toBe(0);
      delete process.env.FUZZ_RUNS;
      expect(fuzzTimeout(300_000)).toBe(300_000);
    } finally {
      for (const [key, value] of [
        ['FUZZ_SEED', saved.seed],
        ['FUZZ_RUNS', saved.runs],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
  });

  it('a failure names its seed and path and shows the shrunk case; the seed replays the same case', async () => {
    const property = () => fc.asyncProperty(fc.integer({ min: 0, max: 1_000_000 }), async (n) => n < 1000);
    const details = await checkProperty(property(), { seed: 42, numRuns: 200 });
    expect(details.failed).toBe(true);
    expect(details.counterexample).toEqual([1000]);
    const message = fuzzFailure(details);
    expect(message).toMatch(/^seed 42, path [\d:]+: /);
    expect(message).toMatch(/\ncase \(shrunk \d+ times\): \[1000\]\n/);
    expect(message).toMatch(/\nreplay: FUZZ_SEED=42 npm run fuzz$/);
    const again = await checkProperty(property(), { seed: 42, numRuns: 200 });
    expect(again.counterexamplePath).toBe(details.counterexamplePath);
  });
});
