/**
 * The browser's parts of a `BrowserEnv` that follows media queries (ui's `useMediaQuery` and the
 * swatch islands), one function each that looks the browser up when called (so a `fetch` patched
 * later, msw, a spy or a document a test builds is the one used; nothing is read at import, and on
 * a server nothing throws until a browser-only part is called).
 */
import type { MediaQueryState } from './browser-env';

/**
 * A media query of the page, read when asked (`matches: false` without `matchMedia`): the
 * browser's `matchMedia` part.
 */
export function mediaQuery(query: string): MediaQueryState {
  const list = typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query) : undefined;
  return {
    matches: Boolean(list?.matches),
    subscribe(listener) {
      list?.addEventListener?.('change', listener);
      return () => list?.removeEventListener?.('change', listener);
    },
  };
}
