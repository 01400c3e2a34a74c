/**
 * [ref: checkout#limits]: the items' pictures load at once for the first 2 items on a phone and the first 4 on a
 * desktop (they are in view when the step opens), the rest lazily.
 */
import { useSyncExternalStore } from 'react';

/** How many items' pictures load at once. */
export const EAGER_ITEM_IMAGES = { phone: 2, desktop: 4 } as const;

/** Where the desktop layout starts (the store's breakpoint: 769 px and up) [ref: checkout#limits]. */
export const DESKTOP_QUERY = '(min-width: 769px)';

/** How the picture of the item at `index` (0-based, across the step's shipments) loads. */
export function itemImageLoading(index: number, desktop: boolean): 'eager' | 'lazy' {
  return index < EAGER_ITEM_IMAGES[desktop ? 'desktop' : 'phone'] ? 'eager' : 'lazy';
}

const query = () => (typeof matchMedia === 'function' ? matchMedia(DESKTOP_QUERY) : undefined);
const subscribe = (onChange: () => void) => {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
};

/**
 * Whether the viewport is a desktop's. A phone's on the server and while hydrating, so the first
 * render is the server's; the browser's answer follows at once (the 3rd and 4th pictures then
 * load at once too).
 */
export function useDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
