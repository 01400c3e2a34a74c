import { useEffect, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../utils/use-isomorphic-layout-effect';

/** Where an open/close transition stands (the same stages as floating-ui's). */
export type TransitionStatus = 'unmounted' | 'initial' | 'open' | 'close';

/** What {@link useTransitionStatus} returns. */
export interface TransitionStatusResult {
  isMounted: boolean;
  status: TransitionStatus;
}

/**
 * Keeps a closing surface mounted for `duration` ms so its exit transition can run, and reports
 * 'initial' for one frame on open so the enter transition has a start state.
 */
export function useTransitionStatus(open: boolean, duration: number): TransitionStatusResult {
  const [isMounted, setMounted] = useState(open);
  const [status, setStatus] = useState<TransitionStatus>(open ? 'open' : 'unmounted');
  if (open && !isMounted) setMounted(true);

  useEffect(() => {
    if (open || !isMounted) return undefined;
    const timer = setTimeout(() => setMounted(false), duration);
    // Stryker disable next-line ArrowFunction: a timer left running after a reopen unmounts nothing (the render that follows mounts it again before React commits); cleared all the same
    return () => clearTimeout(timer);
  }, [open, isMounted, duration]);

  useIsomorphicLayoutEffect(() => {
    if (!open) {
      // (a surface never opened reports 'unmounted' whatever this says: see the return)
      setStatus('close');
      return undefined;
    }
    setStatus('initial');
    const frame = requestAnimationFrame(() => setStatus('open'));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return { isMounted, status: isMounted ? status : ('unmounted' as const) };
}
