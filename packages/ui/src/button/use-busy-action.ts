import { useCallback, useEffect, useRef, useState } from 'react';
import { partsLoading } from '../lazy-part/loading-parts';
import { isHeldEnter, listenForHeldEnter } from './held-enter';

/** What {@link useBusyAction} returns. */
export interface BusyAction<A extends unknown[], R> {
  /**
   * Calls the action synchronously. While a call it started is in flight, further calls are
   * ignored and resolve to `undefined`, as are calls made by a held Enter's repeats. Resolves
   * with the action's result, rejects with its error.
   */
  run: (...args: A) => Promise<R | undefined>;
  /**
   * `true` from the moment an asynchronous call starts until what it opens is open: until it
   * settles, what it changed is drawn, and the code of any popup loading then (a `lazyPart`) is in.
   */
  busy: boolean;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}

/**
 * Wraps an action so it cannot run twice at once: the guard is a ref, set in the same tick as the
 * call, so even two clicks dispatched before React re-renders send once ([ref: README#every-island]: "nothing is
 * sent twice"). A synchronous action never flips `busy`.
 *
 * The action stays busy until what it opens is open: the answer may come before the
 * code of the popup it opens (loaded on first use). A settled action first has what it changed
 * drawn, then waits for any popup code loading by then (a popup it opened starts loading its
 * code as it renders), and the guard lifts only once the button is drawn idle. A press in
 * between is ignored, never sent twice; so is a press made by Enter held down (its
 * auto-repeat), on the button or in a field of its form.
 *
 * @example
 * const { run, busy } = useBusyAction(() => client.post('addItem', body));
 * <Button busy={busy} onClick={run}>Add to Cart</Button>
 */
export function useBusyAction<A extends unknown[], R>(action: (...args: A) => R | Promise<R>): BusyAction<A, R> {
  const actionRef = useRef(action);
  actionRef.current = action;
  // Stryker disable next-line BooleanLiteral: the phase effect clears it at mount, before any press
  const inFlight = useRef(false);
  // Stryker disable next-line BooleanLiteral: the mount effect sets it, before any press
  const mounted = useRef(true);
  // Odd while a call is busy. Every step renders (even when a start and an end fall in one
  // render, as `true` then `false` would not), so the effect below sees each one drawn.
  const [phase, setPhase] = useState(0);
  const settling = useRef(false);

  // Stryker disable ArrayDeclaration: any constant list runs the effect once, as none does
  useEffect(() => {
    mounted.current = true;
    listenForHeldEnter();
    return () => {
      mounted.current = false;
    };
  }, []);
  // Stryker restore ArrayDeclaration

  useEffect(() => {
    // The end is drawn, with what the action opened: presses count again.
    if (phase % 2 === 0) inFlight.current = false;
    else if (settling.current) {
      settling.current = false;
      // The action has settled and what it changed is drawn: a popup it opened has started
      // loading its code as it rendered (lazyPart). Busy until that code is in.
      // Stryker disable next-line ArithmeticOperator,BooleanLiteral: a step either way makes the phase even; an unmounted button's guard is never read again
      const idle = () => (mounted.current ? setPhase((n) => n + 1) : (inFlight.current = false));
      const parts = partsLoading();
      if (parts) void parts.then(idle);
      else idle();
    }
  }, [phase]);

  // Stryker disable ArrayDeclaration: any constant list keeps one function, as none does
  const run = useCallback((...args: A): Promise<R | undefined> => {
    // A held Enter's repeats press again: they never run the action.
    if (inFlight.current || isHeldEnter()) return Promise.resolve(undefined);
    let result: R | Promise<R>;
    try {
      result = actionRef.current(...args);
    } catch (error) {
      return Promise.reject(error);
    }
    if (!isThenable(result)) return Promise.resolve(result);
    inFlight.current = true;
    setPhase((n) => n + 1);
    const settle = (): void => {
      if (!mounted.current) {
        inFlight.current = false;
        return;
      }
      settling.current = true;
      // still odd: one more render, to draw what the action changed
      setPhase((n) => n + 2);
    };
    return Promise.resolve(result).then(
      (value) => {
        settle();
        return value;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
  }, []);
  // Stryker restore ArrayDeclaration

  return { run, busy: phase % 2 === 1 };
}
