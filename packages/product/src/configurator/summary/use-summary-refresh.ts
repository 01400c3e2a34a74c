import { useEffect, useRef, useState } from 'react';
import { TIMING } from '../visualizer/quick-view-logic';

/**
 * The summaries' refresh [ref: configurator#rules, #limits]: once what they show changes (a line
 * of 'Your Selection Summary', the configured piece's picture or price, as the selection's quick
 * view answers), they are refreshing, and that clears 300 ms after it was set (a change meanwhile
 * sets it again). Not on the first render: a page that loads is not a refresh, and the server
 * and the hydration draw the same.
 */
export function useSummaryRefresh(shown: string): boolean {
  const drawn = useRef(shown);
  const [refreshing, setRefreshing] = useState(false);
  useEffect(() => {
    if (drawn.current === shown) return;
    drawn.current = shown;
    setRefreshing(true);
    const timer = setTimeout(() => setRefreshing(false), TIMING.summaryRefresh);
    return () => clearTimeout(timer);
  }, [shown]);
  return refreshing;
}
