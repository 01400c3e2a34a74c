/**
 * The browser suite's second chance, said out loud. A browser test that fails runs once more
 * (`retry: 1` in vitest.browser.config.ts): on two loaded cores a page's order of events
 * changes from run to run. A test that then passes was flaky, and a flaky test is a timing bug
 * to find (in the code as often as in the test: a double click whose second click met the next
 * line's button, an opener drawn over while its popup was open). This reporter lists them at the
 * end of the run, and writes them to `.tmp/flaky-browser.txt` for `npm test`'s summary. A test
 * that fails twice fails the run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';

/** Where the list goes for `npm test`'s summary (scripts/test-all.mjs). */
export const FLAKY_FILE = '.tmp/flaky-browser.txt';

export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestRunStart(): void {
    rmSync(FLAKY_FILE, { force: true });
  }

  onTestCaseResult(testCase: TestCase): void {
    if (testCase.result().state === 'passed' && testCase.diagnostic()?.flaky)
      this.flaky.push(`${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} > ${testCase.fullName}`);
  }

  onTestRunEnd(): void {
    if (this.flaky.length === 0) return;
    const text = `browser tests that failed once and passed on their retry (flaky: find the timing bug):\n${this.flaky
      .map((name) => `  ${name}`)
      .join('\n')}\n`;
    process.stdout.write(`\n${text}`);
    mkdirSync('.tmp', { recursive: true });
    writeFileSync(FLAKY_FILE, text);
  }
}
