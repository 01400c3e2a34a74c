/**
 * What the script-tag build (and the `preact` test project) gets for `import … from 'react'`
 * (scripts/preact-aliases.mjs): preact/compat, with React's client `useId`.
 *
 * Preact numbers ids per render root ('P0-0', 'P0-1', … again in each root), and every island
 * and every popup is a root of its own: two islands on one page got the same ids, so a label,
 * `aria-controls` or a dialog's `aria-labelledby` pointed into another island (a popup opened
 * from a popup was named by the one behind it). React numbers client ids per page; so does this.
 */
import compat, { useState } from 'preact/compat';

// @ts-expect-error: preact/compat's types say `export =`; the module itself is ESM with named exports
export * from 'preact/compat';

let nextId = 0;

/** An id unique on the page, the same for the component's whole life (React's client `useId`). */
export function useId(): string {
  const [id] = useState(() => `_h${(nextId++).toString(32)}_`);
  return id;
}

export default { ...compat, useId };
