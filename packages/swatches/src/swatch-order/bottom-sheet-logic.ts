/**
 * The second brand's mobile bottom sheet [ref: swatch-order#screens]: it slides up or down by swipe or button.
 * A swipe is a vertical move of the pointer on the sheet's bar.
 */

/** How far (px) a pointer must travel up or down to count as a swipe; a shorter move is a tap. */
export const SWIPE_THRESHOLD_PX = 40;

/** The direction of a swipe from `startY` to `endY`, or `null` for a move shorter than the threshold. */
export function swipeDirection(
  startY: number,
  endY: number,
  threshold: number = SWIPE_THRESHOLD_PX,
): 'up' | 'down' | null {
  const delta = endY - startY;
  if (!Number.isFinite(delta) || Math.abs(delta) < threshold) return null;
  return delta < 0 ? 'up' : 'down';
}

/** Whether the sheet is open after a swipe: up opens it, down closes it, no swipe leaves it. */
export function expandedAfterSwipe(expanded: boolean, direction: 'up' | 'down' | null): boolean {
  return direction === null ? expanded : direction === 'up';
}
