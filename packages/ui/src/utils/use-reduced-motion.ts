import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function query(): MediaQueryList | null {
  // (read in the browser only: the server renders from serverSnapshot)
  return typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const mql = query();
  mql?.addEventListener?.('change', onChange);
  return () => mql?.removeEventListener?.('change', onChange);
}
const snapshot = () => query()?.matches ?? false;
// no preference known on the server; hydration starts from it too, then reads the browser's
const serverSnapshot = () => false;

/**
 * `true` when the person asked the system for reduced motion. Transitions that JS waits for
 * (the closing slide of a Flyout) use it to skip the wait; the stylesheet disables the motion.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
