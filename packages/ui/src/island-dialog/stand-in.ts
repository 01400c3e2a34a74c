/** A button's or link's text as a person reads it: spaces collapsed, case aside. */
const textOf = (el: Element) =>
  // Stryker disable next-line MethodExpression: either case aside is the same comparison
  (el.textContent || el.getAttribute('aria-label') || '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A way back to `el` after the island around it has drawn itself over the server HTML it sat in
 * (a popup opened from the fallback's button, closed once the island's own markup came): `el`
 * while it is in the page, else the island's button or link of the same text, else nothing.
 * Taken while `el` is still in its island.
 */
export function standIn(el: Element): () => HTMLElement | undefined {
  const root = el.closest('[data-island]');
  const text = textOf(el);
  return () => {
    if (el.isConnected) return el as HTMLElement;
    if (!root?.isConnected || !text) return undefined;
    return [...root.querySelectorAll<HTMLElement>('a[href], button')].find((control) => textOf(control) === text);
  };
}
