import { useEffect, useRef, useState } from 'react';
import { TIMING } from '../visualizer/quick-view-logic';

/**
 * The summaries' refresh [ref: configurator#rules, #limits]: once what they show changes (a line
 * of 'Your Selection Summary', the configured piece's picture or price, as the selection's quick
 * view answers), they are refreshing, and that clears 300 ms after it was set (a change meanwhile
 * sets it again). Not on the first render, nor when the data first comes (`shown` was `null`):
 * a page that loads is not a refresh (and each would draw the configurator twice more).
 */
export function useSummaryRefresh(shown: string | null): boolean {
  const drawn = useRef(shown);
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    if (drawn.current === shown) return;
    const loading = drawn.current === null;
    drawn.current = shown;
    if (loading) return;
    setRefreshing(true);
    const timer = setTimeout(() => setRefreshing(false), TIMING.summaryRefresh);
    return () => clearTimeout(timer);
  }, [shown]);
  return refreshing;
}
