/**
 * What the lists islands take from the browser, passed in so tests and Storybook can swap it
 * (STYLE: "Pass the environment in"): the parts of core's `BrowserEnv` they use. Every default is
 * looked up when used, never at import.
 */
import { readCookie, type BrowserEnv, type PageLocation } from '@hearth/core';

/**
 * The browser pieces the lists islands use: navigation (sign-in, a new registry), a cookie
 * (002 §2: scan-mode), where failures go (002 §8: favorites and registry failures are not shown).
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

/** Logs a failed call of `island` (002 §8: "not shown"): one console line, never the body. */
export function logFailure(env: Pick<ListsEnv, 'log'>, island: string, call: string, error: unknown): void {
  env.log(`hearth: ${island}: ${call} failed; nothing is shown (002 §8)`, error);
}
