/**
 * A suite's second chance, said out loud. Under `npm test` a test that fails runs once more
 * (`retry: 1`: the browser suite always, the unit projects with `HEARTH_RETRY_FLAKY=1`, which
 * scripts/test-all.mjs sets): on two loaded cores the order of a page's events changes from run
 * to run. A test that then passes was flaky, and a flaky test is a timing bug to find, in the
 * code as often as in the test (a double click whose second click met the next line's button,
 * an opener drawn over while its popup was open). This reporter lists them at the end of the run
 * and writes them to `.tmp/flaky-<suite>.txt` for `npm test`'s summary. A test that fails twice
 * fails the run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/** Where a suite's list goes for `npm test`'s summary (scripts/test-all.mjs). */
export const flakyFile = (suite: string): string => `.tmp/flaky-${suite}.txt`;

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];
  private readonly suite: string;

  constructor(options: { suite?: string } = {}) {
    this.suite = options.suite ?? 'tests';
  }

  onTestRunStart(): void {
    rmSync(flakyFile(this.suite), { force: true });
  }

  onTestCaseResult(testCase: TestCase): void {
    const result = testCase.result();
    if (result.state !== 'passed' || !testCase.diagnostic()?.flaky) return;
    // the first run's error: the default reporter prints none for a test that passed in the end;
    // its first lines, where a check's own message says what it saw (a layout shift's sources: a
    // CI run's flaky CLS check kept only its first line, the page's path, and could not be read)
    const first =
      result.errors?.[0]?.message
        ?.split('\n')
        .slice(0, 8)
        .map((line) => line.slice(0, 300))
        .join('\n      ') ?? '(no error recorded)';
    this.flaky.push(
      `${testCase.project.name} ${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}\n    first run: ${first}`,
    );
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    const text = `${this.suite} tests that failed once and passed on their retry (flaky: find the timing bug):\n${this.flaky
      .map((name) => `  ${name}`)
      .join('\n')}\n`;
    process.stdout.write(`\n${text}`);
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(flakyFile(this.suite), text);
  }
}
