import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { createRequire } from 'node:module';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { afterAll, afterEach, beforeEach, expect, vi } from 'vitest';
import { assertNoUnroutedRequests, installNetworkGuard } from '@hearth/mock-api/network-guard';
import { PREACT_KNOWN_FAILURES } from './preact-known-failures';
import { fixHappyDomNodeName } from './packages/ui/src/testing/happy-dom-node-name';

afterEach(() => {
  cleanup();
});

/**
 * The timers and intervals a file started: those still pending when it ends are stopped then (an
 * island a test mounted and never unmounted keeps its form's autofill interval, which fired into
 * the next files of its worker, and after the last one tore the page down). Node's timers: the
 * page's globals leave them in place. Wrapped once per worker (its files share the globals).
 */
const TIMERS = Symbol.for('hearth.test.timers');
/** When each pending timeout is due (`performance.now()`): the story tests wait for those due soon. */
const TIMERS_DUE = Symbol.for('hearth.test.timersDue');
const withTimers = globalThis as typeof globalThis & { [TIMERS]?: Set<unknown>; [TIMERS_DUE]?: Map<unknown, number> };
if (!withTimers[TIMERS]) {
  const pending = (withTimers[TIMERS] = new Set<unknown>());
  const due = (withTimers[TIMERS_DUE] = new Map<unknown, number>());
  const { setTimeout: timeout, setInterval: interval, clearTimeout: clear, clearInterval: clearEvery } = globalThis;
  const keep = <T extends object>(wrapper: T, native: object): T =>
    Object.defineProperties(wrapper, Object.getOwnPropertyDescriptors(native));
  globalThis.setTimeout = keep(
    ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const id = timeout(
        (...given: unknown[]) => {
          pending.delete(id);
          due.delete(id);
          callback(...given);
        },
        ms,
        ...args,
      );
      pending.add(id);
      due.set(id, performance.now() + (ms ?? 0));
      return id;
    }) as typeof setTimeout,
    timeout,
  );
  globalThis.setInterval = keep(
    ((callback: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
      const id = interval(callback, ms, ...args);
      pending.add(id);
      return id;
    }) as typeof setInterval,
    interval,
  );
  const forgetting = <T extends (id?: never) => void>(native: T): T =>
    keep(
      ((id?: never) => {
        pending.delete(id);
        due.delete(id);
        native(id);
      }) as T,
      native,
    );
  globalThis.clearTimeout = forgetting(clear);
  globalThis.clearInterval = forgetting(clearEvery);
}
/** The page's timer functions as this file set them up, whatever a test's fake clock left. */
const REAL_TIMERS = Symbol.for('hearth.test.realTimers');
const withReal = globalThis as typeof globalThis & { [REAL_TIMERS]?: Record<string, unknown> };
const TIMER_NAMES = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] as const;
withReal[REAL_TIMERS] ??= Object.fromEntries(TIMER_NAMES.map((name) => [name, globalThis[name]]));
/**
 * A test must not leave a fake clock's timers behind once its fake timers are off: they never
 * fire, and every later file of the worker waits on them (seen: a spy on `setInterval` made under
 * fake timers, restored after `vi.useRealTimers()`, put the fake one back, and Testing Library's
 * `waitFor` in the next file never polled again). Such a test fails here, and the page's timers
 * are put back.
 */
afterEach(({ task }) => {
  if (vi.isFakeTimers()) return;
  const left = TIMER_NAMES.filter((name) => Object.hasOwn(globalThis[name], 'clock'));
  if (left.length === 0) return;
  Object.assign(globalThis, withReal[REAL_TIMERS]);
  throw new Error(
    `'${task.fullName}' left a fake clock's ${left.join(', ')} in place after its fake timers ended: restore spies on timers before vi.useRealTimers()`,
  );
});

const stopTimers = () => {
  const pending = withTimers[TIMERS]!;
  for (const id of pending) clearTimeout(id as Parameters<typeof clearTimeout>[0]);
  pending.clear();
  withTimers[TIMERS_DUE]!.clear();
};

// A file's lazy checks (the configuration's slip check, the wording's check) load their module
// after a timer. One still loading when its file ends fails to load in the torn-down environment,
// and in the logic project, whose files share a module graph per worker, every later file of that
// worker then met the failed module (seen: a wording test's warnings missing). Each file waits for
// its checks, at most 2 s (a check scheduled under a fake clock never runs). Then what a file
// left in the page, in core's stores and in its timers goes, as a page that is left (seen: a later file's card
// names came from a configuration an earlier one had set). Every project's files share their
// worker's modules and page (vitest.config.ts, `isolate: false`).
afterAll(async () => {
  const [{ configChecked }, { messagesChecked }, { resetConfig }, testing] = await Promise.all([
    import('./packages/core/src/client/endpoint-names'),
    import('./packages/core/src/messages/apply-wording'),
    import('./packages/core/src/config/config-store'),
    import('./packages/core/src/testing'),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([configChecked(), messagesChecked()]),
    new Promise((resolve) => (timer = setTimeout(resolve, 2000))),
  ]);
  clearTimeout(timer);
  if (typeof document !== 'undefined') {
    document.getElementById('hearth-config')?.remove();
    document.body?.replaceChildren();
  }
  resetConfig();
  testing.resetSharedSignals();
  testing.resetUrlReports();
  testing.resetMessagesCheck();
  stopTimers();
});

// Tests never reach the network: a request nothing routes (msw's servers take
// `failUnroutedRequest`; any other socket is refused) fails the test that made it, naming it.
installNetworkGuard();
afterEach(() => {
  assertNoUnroutedRequests();
});

// happy-dom's window has no MessageChannel: a worker process's globals would show Node's, which
// React's scheduler and the data hook (use-call-data.ts) would then use for their tasks. The
// tests meet the page as happy-dom makes it (use-call-data.test.tsx puts Node's in to test the
// data hook's task).
if (process.env.HEARTH_RENDERER) Reflect.deleteProperty(globalThis, 'MessageChannel');

// happy-dom's window has no BroadcastChannel; msw's interceptors need one.
if (typeof globalThis.BroadcastChannel === 'undefined')
  globalThis.BroadcastChannel = NodeBroadcastChannel as unknown as typeof globalThis.BroadcastChannel;

/**
 * `findBy…` and `waitFor` wait up to 5 s for what an answer or an effect brings. The React and
 * Preact projects share two cores in CI, where Testing Library's 1 s default made passing tests
 * fail now and then; a passing test waits no longer than before.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * Test-only: happy-dom 20's `<dialog>` has `showModal()` that only sets `open`, no `cancel` event
 * on Escape and no `:modal`. This adds what Hearth's Dialog relies on, as browsers do it: a stack
 * of modal dialogs, Escape firing a cancelable `cancel` on the topmost (closing it unless
 * prevented), `close` fired in a task of its own after close(), and `matches(':modal')`. Top layer, inertness and Tab order stay the browser
 * suite's (examples/site/test/dialogs.e2e.ts).
 */
function polyfillModalDialog(): void {
  if (typeof HTMLDialogElement === 'undefined' || typeof document === 'undefined') return;
  const proto = HTMLDialogElement.prototype;
  const modal = new Set<HTMLDialogElement>();
  const { showModal } = proto;
  proto.showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    showModal.call(this);
    modal.delete(this);
    modal.add(this);
  };
  // The platform fires `close` in a task queued by close() (HTML: "queue an element task … to
  // fire an event named close"), not inside the call as happy-dom does: a dialog closed and shown
  // again in one go (StrictMode's unmount and mount) still gets the `close` of the first close.
  proto.close = function (this: HTMLDialogElement, returnValue?: string) {
    modal.delete(this);
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = String(returnValue);
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  const topmost = (): HTMLDialogElement | undefined =>
    [...modal].filter((dialog) => dialog.isConnected && dialog.open).at(-1);
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = topmost();
    if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
  const { matches } = Element.prototype;
  Element.prototype.matches = function (this: Element, selector: string) {
    if (selector === ':modal')
      return modal.has(this as HTMLDialogElement) && (this as HTMLDialogElement).open && this.isConnected;
    return matches.call(this, selector);
  };
}
// once per worker: its files share one page (a second Escape listener would close two dialogs)
if (!(globalThis as Record<symbol, unknown>)[Symbol.for('hearth.test.dialog')]) {
  (globalThis as Record<symbol, unknown>)[Symbol.for('hearth.test.dialog')] = true;
  polyfillModalDialog();
}

/**
 * Test-only: happy-dom's `nodeName` getter answers '' on Node.prototype, which DOMPurify reads (see
 * happy-dom-node-name.ts). Fixed once per worker, before any file's first sanitize: the sanitizer
 * is made once and keeps the getters it found, and the worker's files share it.
 */
fixHappyDomNodeName();

// Listed in preact-known-failures.ts: on preact the test runs as an expected failure.
if (process.env.HEARTH_RENDERER === 'preact' && process.env.HEARTH_PREACT_KNOWN_FAILURES !== 'fail') {
  beforeEach(({ task }) => {
    const cause = PREACT_KNOWN_FAILURES[task.fullName];
    if (cause === undefined) return;
    // what `it.fails` sets; vitest reads it once the test has run (should that change, the
    // listed test simply fails as usual)
    (task as { fails?: boolean }).fails = true;
    console.warn(`known failure on preact, run as an expected failure (preact-known-failures.ts): ${cause}`);
  });
}

// The `preact` project (vitest.config.ts) must not load React anywhere: a library that imports
// React without passing through vite's aliases would render with it, and the file would test
// React twice. Node keeps every CommonJS module it loaded, React's included, in require.cache.
if (process.env.HEARTH_RENDERER === 'preact') {
  afterAll(() => {
    const loaded = Object.keys(createRequire(import.meta.url).cache);
    const react = loaded.filter((file) => /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(file));
    expect(react, 'React loaded in the preact project: add the library importing it to server.deps.inline').toEqual([]);
  });
}
