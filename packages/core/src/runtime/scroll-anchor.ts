/**
 * Mounting does not move the page (issue 24): an island above the shopper's view whose height
 * differs from its fallback's would push what they are reading up or down. Before the first
 * island of a frame replaces its fallback, the element the shopper sees at the top of the view is
 * taken as the anchor; before that frame is drawn, the page scrolls by however far it moved.
 * Chromium and Firefox anchor the scroll themselves (CSS `overflow-anchor`), in which case the
 * anchor has not moved and nothing scrolls; Safari does not.
 *
 * One measure per frame, not per island: a page mounting 10,000 steppers must not lay itself
 * out 10,000 times.
 */

/** The anchor of the frame being mounted: `null` when nothing needs one (the page is at its top). */
let held: { el: Element; top: number } | null | undefined;

/**
 * The first element in view inside `parent` that stays while islands mount: one that starts in
 * view, or an island still showing its fallback (its box stays, its content goes), or the
 * deepest of those that start above the view; never a fixed or sticky one, which does not move.
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
 * Call before an island replaces its fallback: the first call of a frame takes the anchor, and
 * the frame's islands are all in place when it is checked, just before the frame is drawn.
 */
export function holdScroll(): void {
  if (held !== undefined || typeof requestAnimationFrame !== 'function') return;
  // At the top of the page nothing is above the view to move it.
  const el = window.scrollY > 0 ? anchorIn(document.body, window.innerHeight) : undefined;
  held = el ? { el, top: el.getBoundingClientRect().top } : null;
  requestAnimationFrame(() => {
    const anchor = held;
    held = undefined;
    if (!anchor?.el.isConnected) return;
    const moved = anchor.el.getBoundingClientRect().top - anchor.top;
    if (moved) window.scrollBy({ top: moved, behavior: 'instant' });
  });
}
