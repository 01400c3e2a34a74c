import { useSyncExternalStore } from 'react';

/** [ref: lists#limits] carousel layouts: mobile is 0 to 768 px. */
export const MOBILE_QUERY = '(max-width: 768px)';

const media = (query: string): MediaQueryList | null =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether the media query matches, following changes (false where there is no window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => media(query)?.matches ?? false,
    () => false,
  );
}
