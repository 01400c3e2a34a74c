/**
 * Test order for `vitest run` on a fresh clone. With no timings cached, vitest starts the largest
 * files first, and the longest-running ones are small files (the fuzzers, the story runner, the
 * fault walks) that then ran last, on one core, while the other sat idle. This starts the files
 * matching `HEAVY` first and keeps vitest's order for the rest.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that each run for a minute or more on a two-core machine. */
const HEAVY = /(resilience\/[^/]*\.fuzz\.test\.ts|stories\/stories\.test\.tsx|fault-walk-[^/]*\.e2e\.ts)$/;

export default class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const heavy = (file: TestSpecification) => HEAVY.test(file.moduleId);
    return [...sorted.filter(heavy), ...sorted.filter((file) => !heavy(file))];
  }
}
