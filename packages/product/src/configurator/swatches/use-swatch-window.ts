import { useEffect, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '@hearth/ui';
import {
  INITIAL_COLUMNS,
  INITIAL_ROWS,
  UNMEASURED_ROWS,
  clampRange,
  itemSpan,
  rowCount,
  sameRange,
  spacers,
  trackCount,
  visibleRows,
  type RowRange,
  type WindowGeometry,
} from './window-logic';

// One scroll and one resize listener for every windowed group of the page, run once per frame.
const listeners = new Set<(resized: boolean) => void>();
let frame = 0;
let resizedSince = false;
const runListeners = () => {
  frame = 0;
  const resized = resizedSince;
  resizedSince = false;
  listeners.forEach((listener) => listener(resized));
};
const schedule = (event: Event) => {
  if (event.type === 'resize') resizedSince = true;
  if (!frame) frame = requestAnimationFrame(runListeners);
};

/** Calls `listener` once per frame in which the page or a scrolling box scrolled, or the window was resized. */
function onViewportChange(listener: (resized: boolean) => void): () => void {
  if (listeners.size === 0) {
    // scroll events do not bubble: a capturing listener hears the page's and every box's (a dialog's)
    document.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    document.removeEventListener('scroll', schedule, { capture: true });
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
    frame = 0;
  };
}

/** The nearest ancestor that scrolls (a dialog), or `null` for the page. */
function scrollParentOf(element: HTMLElement): HTMLElement | null {
  for (
    let node = element.parentElement;
    node && node !== document.body && node !== document.documentElement;
    node = node.parentElement
  ) {
    if (/^(auto|scroll|overlay)$/.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}

/** The visible part of the viewport that `scroller` shows (the page's when `null`), in client coordinates. */
function viewportOf(scroller: HTMLElement | null): { top: number; bottom: number } {
  const height = window.innerHeight;
  if (!scroller) return { top: 0, bottom: height };
  const rect = scroller.getBoundingClientRect();
  return { top: Math.max(0, rect.top), bottom: Math.min(height, rect.bottom) };
}

interface WindowState {
  /** `null` until measured; `'none'` where the document has no layout (a DOM without a renderer). */
  geometry: WindowGeometry | null | 'none';
  range: RowRange;
}

/** How a windowed group lies: rows down the page, or (the mobile two-row layout) columns it scrolls sideways through. */
export type WindowAxis = 'rows' | 'columns';

/** Reads the group's grid: swatches per line and the line pitch; `null` when it is not laid out (hidden, no styles). */
function geometryOf(element: HTMLElement, axis: WindowAxis): WindowGeometry | null {
  if (element.clientWidth === 0) return null;
  const style = getComputedStyle(element);
  const down = axis === 'rows';
  const line = Number.parseFloat(down ? style.gridAutoRows : style.gridAutoColumns);
  const gap = Number.parseFloat(down ? style.rowGap : style.columnGap) || 0;
  if (!(line > 0)) return null;
  const across = trackCount(down ? style.gridTemplateColumns : style.gridTemplateRows);
  return { columns: Math.max(1, across), pitch: line + gap, gap };
}

/**
 * The rows of a windowed swatch group to render (see window-logic), or for the mobile two-row
 * layout the columns it scrolls sideways through: measured after each render,
 * on scroll and resize (once per frame), and when the group's size changes. Before the first
 * measurement it renders no row; where the document has no layout at all, its first rows.
 * Returns the grid's ref, the choices to render `[from, to)` and the padding standing for the rest.
 */
export function useSwatchWindow(count: number, enabled: boolean, axis: WindowAxis = 'rows') {
  const ref = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLElement | null | undefined>(undefined);
  const [state, setState] = useState<WindowState>({ geometry: null, range: { start: 0, end: INITIAL_ROWS } });
  const counted = useRef({ count, axis });
  counted.current = { count, axis };
  // the grid's columns and rows: read again only when its size changed (the window, the dialog)
  const known = useRef<WindowGeometry | null>(null);

  const measure = useRef((resized = false) => {
    const element = ref.current;
    if (!element) return;
    if (document.documentElement.clientWidth === 0) {
      setState((s) => (s.geometry === 'none' ? s : { geometry: 'none', range: { start: 0, end: UNMEASURED_ROWS } }));
      return;
    }
    const { count: total, axis: along } = counted.current;
    if (resized || !known.current) known.current = geometryOf(element, along);
    const geometry = known.current;
    if (!geometry) return; // hidden for now: the size observer measures it once it shows
    const lines = rowCount(total, geometry.columns);
    let range: RowRange;
    if (along === 'columns') {
      // the group scrolls itself sideways: the columns in its own visible width
      range = visibleRows(-element.scrollLeft, element.clientWidth, lines, geometry.pitch);
    } else {
      if (scroller.current === undefined) scroller.current = scrollParentOf(element);
      const viewport = viewportOf(scroller.current);
      range = visibleRows(
        element.getBoundingClientRect().top - viewport.top,
        viewport.bottom - viewport.top,
        lines,
        geometry.pitch,
      );
    }
    setState((s) => {
      const old = s.geometry;
      const same =
        old !== null &&
        old !== 'none' &&
        old.columns === geometry.columns &&
        old.pitch === geometry.pitch &&
        sameRange(s.range, range);
      return same ? s : { geometry, range };
    });
  }).current;

  // after every render: a filter, a sort, a panel opening above may have moved or resized the rows
  useIsomorphicLayoutEffect(() => {
    if (enabled) measure();
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const stop = onViewportChange(measure);
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => measure(true));
    resized?.observe(element);
    return () => {
      stop();
      resized?.disconnect();
    };
  }, [enabled, measure]);

  if (!enabled) return { ref, from: 0, to: count, style: undefined };
  const geometry =
    state.geometry !== null && state.geometry !== 'none'
      ? state.geometry
      : { columns: INITIAL_COLUMNS, pitch: 0, gap: 0 };
  const rows = rowCount(count, geometry.columns);
  const range = clampRange(state.range, rows);
  const { from, to } = itemSpan(range, geometry.columns, count);
  if (state.geometry === null || state.geometry === 'none') return { ref, from, to, style: undefined };
  if (axis === 'columns') {
    // columns before and after stand in as empty grid columns (padding would widen the page: the
    // group is contained, its content does not count, its padding would)
    return { ref, from, to, style: undefined, columnsBefore: range.start, columnsAfter: Math.max(0, rows - range.end) };
  }
  const pad = spacers(range, rows, geometry);
  return { ref, from, to, style: { paddingTop: `${pad.top}px`, paddingBottom: `${pad.bottom}px` } };
}
