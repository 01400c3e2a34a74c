import { useState } from 'preact/hooks';

// Stryker disable next-line all: any first number keeps ids unique
let nextId = 0;

/**
 * React's client `useId`: unique on the page, the same for the component's whole life. Preact
 * numbers ids per render root ('P0-0', 'P0-1', … again in each root), and every island and
 * every popup is a root of its own: two islands got the same ids, so a label, `aria-controls`
 * or a dialog's `aria-labelledby` pointed into another island.
 */
export function useId(): string {
  // Stryker disable next-line all: every radix gives ids as unique; 32 keeps them short
  const [id] = useState(() => `_h${(nextId++).toString(32)}_`);
  return id;
}
