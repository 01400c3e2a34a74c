import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser, `useEffect` during server rendering. Neither runs on the
 * server; this only keeps React 18 from warning that a layout effect "does nothing on the
 * server" for every component that measures, focuses or opens a `<dialog>` before paint.
 */
export const useIsomorphicLayoutEffect: typeof useLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect;
