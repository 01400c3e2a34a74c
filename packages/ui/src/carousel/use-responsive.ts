import { useCallback, useSyncExternalStore } from 'react';
import { breakpointsOf, valueAt, type Responsive } from './carousel-logic';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** The widest breakpoint of `widths` whose `(min-width)` query matches now, else 0. */
function currentWidth(widths: readonly number[]): number {
  if (!canMatch()) return 0;
  let width = 0;
  for (const min of widths) if (window.matchMedia(`(min-width: ${min}px)`).matches) width = min;
  return width;
}

/** The server knows no viewport: it renders the narrowest breakpoint's value. */
const serverWidth = () => 0;

/**
 * The value of a {@link Responsive} at the current viewport width, following it as it changes
 * (one `matchMedia` listener per breakpoint, no resize handler). On the server, and while a
 * server-rendered component hydrates, it is the narrowest breakpoint's value (mobile first), so
 * the first render in the browser matches the server's HTML; React then renders the viewport's
 * own value at once. A component mounted in the browser alone gets the viewport's from the start.
 */
export function useResponsive<T>(value: Responsive<T>, fallback: T): T {
  const key = breakpointsOf(value).join(',');
  const subscribe = useCallback(
    (update: () => void) => {
      if (!canMatch() || key === '') return () => undefined;
      const queries = key.split(',').map((min) => window.matchMedia(`(min-width: ${min}px)`));
      queries.forEach((query) => query.addEventListener?.('change', update));
      return () => queries.forEach((query) => query.removeEventListener?.('change', update));
    },
    [key],
  );
  // Stryker disable next-line ConditionalExpression,StringLiteral: with no breakpoints the width read is 0 either way (min-width: 0px)
  const snapshot = useCallback(() => (key === '' ? 0 : currentWidth(key.split(',').map(Number))), [key]);
  return valueAt(value, useSyncExternalStore(subscribe, snapshot, serverWidth), fallback);
}
