import { useEffect, useState } from 'react';
import { breakpointsOf, valueAt, type Responsive } from './carousel-logic';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** The widest breakpoint of `widths` whose `(min-width)` query matches now, else 0. */
function currentWidth(widths: readonly number[]): number {
  if (!canMatch()) return 0;
  let width = 0;
  for (const min of widths) if (window.matchMedia(`(min-width: ${min}px)`).matches) width = min;
  return width;
}

/**
 * The value of a {@link Responsive} at the current viewport width, following it as it changes
 * (one `matchMedia` listener per breakpoint, no resize handler).
 */
export function useResponsive<T>(value: Responsive<T>, fallback: T): T {
  const widths = breakpointsOf(value);
  const key = widths.join(',');
  const [width, setWidth] = useState(() => currentWidth(widths));
  useEffect(() => {
    if (!canMatch() || key === '') return undefined;
    const list = key.split(',').map(Number);
    const update = () => setWidth(currentWidth(list));
    const queries = list.map((min) => window.matchMedia(`(min-width: ${min}px)`));
    queries.forEach((query) => query.addEventListener?.('change', update));
    update();
    return () => queries.forEach((query) => query.removeEventListener?.('change', update));
  }, [key]);
  return valueAt(value, width, fallback);
}
