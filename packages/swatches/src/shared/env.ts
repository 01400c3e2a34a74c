/**
 * What the swatch islands take from the browser, passed in so tests and Storybook can swap it
 * ("Pass the environment in") [ref: architecture#conventions]: the parts of core's `BrowserEnv` they use. Every default is
 * looked up when used, never at import.
 */
import {
  browserEnv,
  pageLocation,
  pageLog,
  pageOnPopState,
  pagePushUrl,
  pageReplaceUrl,
  type BrowserEnv,
  type PageLocation,
} from '@hearth/core';

/**
 * The browser pieces the swatch islands use: the history (a filter change writes a new address),
 * the mobile layout's media query, where failures go ("logged only") [ref: swatches#errors].
 */
export interface SwatchesEnv extends Pick<BrowserEnv, 'pushUrl' | 'replaceUrl' | 'onPopState' | 'log'> {
  /** The page address (shop-by-fabric filters and page links, the thank-you host name). @default globalThis.location */
  location: Pick<PageLocation, 'search' | 'pathname' | 'hash' | 'hostname' | 'origin'>;
  /** The mobile layout's media query (ui's `useMediaQuery` asks it). @default the page's `matchMedia` */
  matchMedia?: BrowserEnv['matchMedia'] | undefined;
}

/** `partial` completed with the browser defaults (looked up lazily). */
export function swatchesEnv(partial: Partial<SwatchesEnv> = {}): SwatchesEnv {
  return browserEnv<SwatchesEnv>(
    {
      location: pageLocation(),
      pushUrl: pagePushUrl,
      replaceUrl: pageReplaceUrl,
      onPopState: pageOnPopState,
      log: pageLog,
    },
    partial,
  );
}

/** 40em: the width under which dialogs fill the screen (`Dialog` fullScreenOnMobile). */
export const MOBILE_QUERY = '(max-width: 40em)';
