import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { ZOOM_DEBOUNCE_MS, ZOOM_ROLLOVER_MS } from './gallery-logic';

/** Timers, passed in so tests can swap them. */
export interface ZoomTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}
const browserTimers: ZoomTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * Zoom of one gallery image (debounce 750 ms, roll-over 300 ms) [ref: gallery#limits]: the zoom-size image is
 * asked for only once the image has stayed selected 750 ms (moving through the carousel loads
 * none); the pointer resting 300 ms on the image zooms it, following the pointer, leaving ends
 * it; the Zoom button toggles it for keyboard and touch.
 */
export function useZoom({ selected, timers = browserTimers }: { selected: boolean; timers?: ZoomTimers }) {
  const [ready, setReady] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const rollOver = useRef<unknown>(undefined);

  useEffect(() => {
    if (!selected) {
      setZoomed(false);
      return undefined;
    }
    const id = timers.setTimeout(() => setReady(true), ZOOM_DEBOUNCE_MS);
    return () => timers.clearTimeout(id);
  }, [selected, timers]);
  // Stryker disable ArrayDeclaration: timers never change in a slide's life (the browser's, or a test's one object)
  useEffect(() => () => timers.clearTimeout(rollOver.current), [timers]);
  // Stryker restore ArrayDeclaration

  const at = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) {
      setOrigin({
        x: ((event.clientX - box.left) / box.width) * 100,
        y: ((event.clientY - box.top) / box.height) * 100,
      });
    }
  };

  return {
    /** Render the zoom-size image (after the 750 ms debounce, or at once when zoomed). */
    ready: ready || zoomed,
    zoomed,
    origin,
    toggle: () => {
      setReady(true);
      setZoomed((z) => !z);
    },
    handlers: {
      onPointerEnter: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'mouse') return;
        at(event);
        timers.clearTimeout(rollOver.current);
        rollOver.current = timers.setTimeout(() => setZoomed(true), ZOOM_ROLLOVER_MS);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'mouse') at(event);
      },
      onPointerLeave: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType !== 'mouse') return;
        timers.clearTimeout(rollOver.current);
        setZoomed(false);
      },
    },
  };
}
