/**
 * Tests known to fail in the `preact` project for a cause this branch must not fix: the Dialog
 * and Flyout primitives (`packages/ui/src/dialog`, `packages/ui/src/flyout`, on
 * `@floating-ui/react`), which are being rebuilt on native `<dialog>`. Keyed by the test's full
 * name (file > describe > test), with the cause.
 *
 * `vitest.setup.ts` runs each of them as an expected failure on preact: the test still runs, is
 * reported with its cause, and fails the run as soon as it passes, so the entry can go. Run with
 * `HEARTH_PREACT_KNOWN_FAILURES=fail` to see them fail as ordinary tests.
 */
export const PREACT_KNOWN_FAILURES: Readonly<Record<string, string>> = {
  'packages/account/src/sign-in/sign-in.test.tsx > sign-in island: the Account Sign In popup (001 §2) > inside the popup (npm), Reset password opens its popup on top; Escape closes only that one':
    'Dialog: a press inside a nested dialog closes the dialog under it (useDismiss outsidePress). ' +
    "floating-ui tells a press inside a portalled child from an outside one by React's synthetic " +
    'events bubbling through portals; preact/compat events bubble through the DOM only, so typing ' +
    "into 'Reset password' (rendered inside 'Account Sign In') closes 'Account Sign In'.",
};
