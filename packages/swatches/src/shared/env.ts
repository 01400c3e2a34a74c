/**
 * What the swatch islands take from the browser, passed in so tests and Storybook can swap it
 * ("Pass the environment in") [ref: architecture#conventions]: the parts of core's `BrowserEnv` they use. Every default is
 * looked up when used, never at import.
 */
import type { BrowserEnv, PageLocation } from '@hearth/core';

/**
 * The browser pieces the swatch islands use: the history (a filter change writes a new address),
 * the mobile layout's media query, where failures go ("logged only") [ref: swatches#errors].
 */
export interface SwatchesEnv extends Pick<BrowserEnv, 'pushUrl' | 'replaceUrl' | 'onPopState' | 'matchMedia' | 'log'> {
  /** The page address (shop-by-fabric filters and page links, the thank-you host name). @default globalThis.location */
  location: Pick<PageLocation, 'search' | 'pathname' | 'hash' | 'hostname' | 'origin'>;
}

const NO_PAGE = { search: '', pathname: '/', hash: '', hostname: 'localhost', origin: 'http://localhost' };

function mediaQuery(query: string) {
  const list = typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query) : undefined;
  return {
    matches: Boolean(list?.matches),
    subscribe(listener: () => void) {
      list?.addEventListener?.('change', listener);
      return () => list?.removeEventListener?.('change', listener);
    },
  };
}

/** `partial` completed with the browser defaults. */
export function swatchesEnv(partial: Partial<SwatchesEnv> = {}): SwatchesEnv {
  return {
    get location() {
      return partial.location ?? (globalThis.location as Location | undefined) ?? NO_PAGE;
    },
    pushUrl: partial.pushUrl ?? ((url) => globalThis.history.pushState(globalThis.history.state, '', url)),
    replaceUrl: partial.replaceUrl ?? ((url) => globalThis.history.replaceState(globalThis.history.state, '', url)),
    onPopState:
      partial.onPopState ??
      ((listener) => {
        globalThis.addEventListener('popstate', listener);
        return () => globalThis.removeEventListener('popstate', listener);
      }),
    matchMedia: partial.matchMedia ?? mediaQuery,
    log: partial.log ?? ((message, error) => console.error(message, error)),
  };
}

/** 40em: the width under which dialogs fill the screen (`Dialog` fullScreenOnMobile). */
export const MOBILE_QUERY = '(max-width: 40em)';
