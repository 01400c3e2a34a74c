/**
 * What the lists islands take from the browser, passed in so tests and Storybook can swap it
 * ("Pass the environment in") [ref: architecture#conventions]: the parts of core's `BrowserEnv` they use. Every default is
 * looked up when used, never at import.
 */
import { readCookie, type BrowserEnv, type PageLocation } from '@hearth/core';

/**
 * The browser pieces the lists islands use: navigation (sign-in, a new registry), a cookie
 * (scan-mode) [ref: lists#screens], where failures go (favorites and registry failures are not shown) [ref: lists#errors].
 */
export interface ListsEnv extends Pick<BrowserEnv, 'navigate' | 'readCookie' | 'log'> {
  /** The page address (return URLs). @default globalThis.location */
  location: Pick<PageLocation, 'pathname' | 'search' | 'origin'>;
}

const NO_PAGE = { pathname: '/', search: '', origin: 'http://localhost' };

/** `partial` completed with the browser defaults (looked up lazily). */
export function listsEnv(partial: Partial<ListsEnv> = {}): ListsEnv {
  return {
    get location() {
      return partial.location ?? (globalThis.location as Location | undefined) ?? NO_PAGE;
    },
    navigate: partial.navigate ?? ((url) => globalThis.location.assign(url)),
    readCookie: partial.readCookie ?? readCookie,
    log: partial.log ?? ((message, error) => console.error(message, error)),
  };
}

/** Logs a failed call of `island` ("not shown") [ref: lists#errors]: one console line, never the body. */
export function logFailure(env: Pick<ListsEnv, 'log'>, island: string, call: string, error: unknown): void {
  env.log(`hearth: ${island}: ${call} failed; nothing is shown`, error);
}
