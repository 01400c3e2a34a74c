/**
 * Mounting does not move the page: an island above the shopper's view whose height
 * differs from its fallback's would push what they are reading up or down. Chromium and Firefox
 * anchor the scroll themselves (CSS scroll anchoring, `overflow-anchor`); where the browser does
 * not (Safari) or the page turned it off, the element the shopper sees at the top of the view is
 * taken as the anchor before the first island of a frame replaces its fallback, and before that
 * frame is drawn the page scrolls by however far the anchor moved.
 *
 * One measure per frame, not per island: a page mounting 10,000 steppers must not lay itself out
 * 10,000 times.
 */

/**
 * The anchor of the frame being mounted and where it was: `null` when nothing needs one,
 * `undefined` before the frame's first island.
 */
let held: [anchor: Element, top: number] | null | undefined;

/** Whether the browser keeps the scroll position itself (CSS scroll anchoring, not turned off). */
function anchorsItself(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    CSS.supports?.('overflow-anchor', 'auto') === true &&
    [document.scrollingElement ?? document.documentElement, document.body].every(
      (el) => getComputedStyle(el).overflowAnchor !== 'none',
    )
  );
}

/**
 * The first element in view inside `parent` that stays while islands mount: one that starts in
 * view, or an island still showing its fallback (its box stays, its content goes), or the deepest
 * of those that start above the view; never a fixed or sticky one, which does not move.
 */
function anchorIn(parent: Element, view: number): Element | undefined {
  for (const child of parent.children) {
    const box = child.getBoundingClientRect();
    if (box.bottom <= 0 || !box.height) continue;
    if (box.top >= view) return undefined;
    const { position } = getComputedStyle(child);
    if (position === 'fixed' || position === 'sticky') continue;
    if (box.top >= 0 || child.getAttribute('data-hearth-state') === 'pending') return child;
    return anchorIn(child, view) ?? child;
  }
  return undefined;
}

/**
 * Call before an island replaces its fallback: the first call of a frame reads the scroll (and,
 * when the page is scrolled and the browser does not anchor itself, takes the anchor); the frame's
 * islands are all in place when it is checked, just before the frame is drawn. The other islands
 * of the frame read nothing: `window.scrollY` lays the page out, and read right after the previous
 * island wrote its markup it laid out the whole page once per island (10,000 steppers took 114 s
 * instead of 2 s to mount).
 */
export function holdScroll(): void {
  if (held !== undefined || typeof requestAnimationFrame !== 'function') return;
  const el = window.scrollY > 0 && !anchorsItself() ? anchorIn(document.body, window.innerHeight) : undefined;
  held = el ? [el, el.getBoundingClientRect().top] : null;
  requestAnimationFrame(() => {
    const [anchor, top] = held ?? [];
    held = undefined;
    const moved = anchor?.isConnected && anchor.getBoundingClientRect().top - top!;
    if (moved) window.scrollBy({ top: moved, behavior: 'instant' });
  });
}
