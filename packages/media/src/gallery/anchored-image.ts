/**
 * Which entry scrolling selects in the gallery's 'View All' [ref: gallery#rules, #limits], as a pure function (the
 * popup's alone: it loads with it).
 */
import { SCROLL_THRESHOLD } from './gallery-logic';

/** [ref: gallery#limits]: the anchored image scroll trigger: a line one third of the window height from its top. */
export const ANCHOR_TRIGGER = 1 / 3;

/** Where a box is on the screen: its top and bottom edges, in px from the window's top. */
export interface ScreenSpan {
  top: number;
  bottom: number;
}

/**
 * The entry scrolling selects in 'View All' [ref: gallery#rules, #limits], or -1: the first entry at least 90 % in
 * `view` (the part of the window the list shows), else the anchored image, the entry across the
 * scroll trigger one third of `windowHeight` down (an image taller than 90 % of the view is never
 * that much in it), or across the view's edge nearest that line when the view does not reach it.
 */
export function scrolledEntry(entries: readonly ScreenSpan[], view: ScreenSpan, windowHeight: number): number {
  const seen = entries.findIndex((box) => {
    const height = box.bottom - box.top;
    const shown = Math.min(box.bottom, view.bottom) - Math.max(box.top, view.top);
    // (a box of no height is never in view: what it shows is 0 or less, 0/0 or -Infinity)
    return shown / height >= SCROLL_THRESHOLD;
  });
  if (seen !== -1) return seen;
  // a list that starts below the line (a short window) or ends above it takes it at its own edge
  const line = Math.min(Math.max(windowHeight * ANCHOR_TRIGGER, view.top), view.bottom);
  return entries.findIndex((box) => box.top <= line && box.bottom > line);
}
