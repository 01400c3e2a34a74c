/**
 * Tests known to fail in the `preact` project for a cause that cannot be fixed where the test
 * lives, keyed by the test's full name (file > describe > test), with the cause. Empty today: the
 * last entry (a press in a nested dialog closing the one under it, a floating-ui portal quirk)
 * went away when Dialog moved to the platform's `<dialog>`.
 *
 * `vitest.setup.ts` runs each of them as an expected failure on preact: the test still runs, is
 * reported with its cause, and fails the run as soon as it passes, so the entry can go. Run with
 * `HEARTH_PREACT_KNOWN_FAILURES=fail` to see them fail as ordinary tests.
 */
export const PREACT_KNOWN_FAILURES: Readonly<Record<string, string>> = {};
