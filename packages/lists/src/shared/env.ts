/**
 * What the lists islands take from the browser, passed in so tests and Storybook can swap it
 * ("Pass the environment in") [ref: architecture#conventions]: the parts of core's `BrowserEnv` they use. Every default is
 * looked up when used, never at import.
 */
import {
  browserEnv,
  pageLocation,
  pageLog,
  pageNavigate,
  readCookie,
  type BrowserEnv,
  type PageLocation,
} from '@hearth/core';

/**
 * The browser pieces the lists islands use: navigation (sign-in, a new registry), a cookie
 * (scan-mode) [ref: lists#screens], where failures go (favorites and registry failures are not shown) [ref: lists#errors].
 */
export interface ListsEnv extends Pick<BrowserEnv, 'navigate' | 'log'> {
  /** A cookie's value (scan-mode). @default readCookie of @hearth/core */
  readCookie: (name: string) => string | undefined;
  /** The page address (return URLs). @default globalThis.location */
  location: Pick<PageLocation, 'pathname' | 'search' | 'origin'>;
}

/** `partial` completed with the browser defaults (looked up lazily). */
export function listsEnv(partial: Partial<ListsEnv> = {}): ListsEnv {
  return browserEnv<ListsEnv>(
    {
      location: pageLocation(),
      navigate: pageNavigate,
      readCookie,
      log: pageLog,
    },
    partial,
  );
}

// (in a module of its own, so an island that only logs does not bring the env's cookie reader)
export { logFailure } from './log-failure';

/** [ref: lists#limits] carousel layouts: mobile is 0 to 768 px. */
export const MOBILE_QUERY = '(max-width: 768px)';
