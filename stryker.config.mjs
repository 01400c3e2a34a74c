// @ts-check
import { writeFileSync } from 'node:fs';

/**
 * Mutation testing (Stryker, vitest runner, TypeScript checker). Run it through
 * `npm run mutate [-- <package or path> …]` (scripts/mutation/mutate.mjs), which sets what is
 * mutated and where the reports go; `npx stryker run` alone mutates @hearth/core.
 * How to read a surviving mutant: docs/testing.md, "Mutation testing".
 */
const target = process.env.HEARTH_MUTATE_TARGET ?? 'core';
const mutate = process.env.HEARTH_MUTATE_FILES
  ? JSON.parse(process.env.HEARTH_MUTATE_FILES)
  : ['packages/core/src/**/*.{ts,tsx}'];
const reports = `reports/mutation/${target}`;
const typeCheck = process.env.HEARTH_MUTATE_TYPECHECK !== '0';

/** What is not shipped code: tests, stories, test helpers and the demo backend. */
const NOT_SHIPPED = [
  '**/*.test.ts',
  '**/*.test.tsx',
  '**/*.stories.tsx',
  'packages/*/src/testing/**',
  'packages/mock-api/**',
];

/**
 * The checker's program: the mutated files and what they import, not the whole repository (a
 * mutant checked against all 1,300 files took 7 s, five times its test run). Written beside
 * this config on each run (git-ignored), so that Stryker copies it into its sandbox.
 */
const checkerConfig = 'scripts/mutation/tsconfig.mutate.json';
if (typeCheck) {
  // tsconfig globs know no braces: `*.{ts,tsx}` becomes `*.ts` and `*.tsx`
  const up = (glob) => `../../${glob}`;
  const include = mutate.flatMap((glob) =>
    glob.endsWith('.{ts,tsx}') ? [glob.replace(/\{ts,tsx\}$/, 'ts'), glob.replace(/\{ts,tsx\}$/, 'tsx')] : [glob],
  );
  writeFileSync(
    checkerConfig,
    `${JSON.stringify({ extends: '../../tsconfig.json', include: include.map(up), exclude: NOT_SHIPPED.map(up) }, null, 2)}\n`,
  );
}

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation/vitest.mutation.config.ts', related: true },
  checkers: typeCheck ? ['typescript'] : [],
  tsconfigFile: checkerConfig,
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  mutate: [...mutate, ...NOT_SHIPPED.map((glob) => `!${glob}`)],
  // each mutant runs only the tests that reached it (the dry run records who reaches what)
  coverageAnalysis: 'perTest',
  // a mutant only module loading reaches (a constant table, a schema) would need every test file
  // reloaded for it alone: left out, and the report counts them as ignored
  ignoreStatic: true,
  // a file of re-exports has no mutant and no test of its own: measured as such, not an error
  // (`npm run mutate -- packages/ui/src/index.ts` stopped a run of several folders)
  allowEmpty: true,
  // every test a mutant reaches runs, even after one failed: with bail, vitest 4 cancelled the run
  // before Stryker's runner read the failing test, so a mutant failing a test at once was
  // reported Survived with no test completed (core's parse-config.ts: 78.3 % with bail, 89.1 %
  // without, each false survivor failing 3 to 26 tests by hand), at about 1.6 times the time
  disableBail: true,
  incremental: true,
  incrementalFile: `${reports}/incremental.json`,
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  clearTextReporter: { allowEmojis: false, logTests: false, reportScoreTable: true },
  // the thresholds are per kind of file (90 % pure logic, 80 % the rest): checked by
  // scripts/mutation/mutate.mjs on the JSON report, not by Stryker's one figure per run
  thresholds: { high: 90, low: 80, break: null },
  // two cores shared with other work: two workers, each vitest on one thread
  concurrency: Number(process.env.HEARTH_MUTATE_CONCURRENCY ?? 2),
  timeoutMS: 10000,
  dryRunTimeoutMinutes: 15,
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'dist-react', 'storybook-static', 'reports', 'docs/screenshots', '.cache', 'coverage'],
};
