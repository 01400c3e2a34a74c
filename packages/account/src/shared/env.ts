/**
 * What the account islands take from the browser, passed in so tests and Storybook can swap it
 * ("Pass the environment in") [ref: architecture#conventions]: the parts of core's `BrowserEnv` they use. Every default is
 * looked up when used, never at import.
 */
import type { BrowserEnv, PageLocation } from '@hearth/core';

/**
 * The browser pieces the account islands use: `userAgent` for the iOS Chrome formatting delay,
 * `fetch` for the identity-provider adapter.
 */
export interface AccountEnv extends Pick<
  BrowserEnv,
  'navigate' | 'userAgent' | 'setTimeout' | 'clearTimeout' | 'fetch'
> {
  /** The page address. @default globalThis.location */
  location: Pick<PageLocation, 'pathname' | 'search' | 'href' | 'origin'>;
  /** Submits a form built by the island (the sign-in POST to /account/auth). @default form.submit() */
  submitForm: (form: HTMLFormElement) => void;
}

const NO_PAGE = { pathname: '/', search: '', href: 'http://localhost/', origin: 'http://localhost' };

/** `partial` completed with the browser defaults (looked up lazily). */
export function accountEnv(partial: Partial<AccountEnv> = {}): AccountEnv {
  return {
    get location() {
      return partial.location ?? (globalThis.location as Location | undefined) ?? NO_PAGE;
    },
    navigate: partial.navigate ?? ((url) => globalThis.location.assign(url)),
    submitForm: partial.submitForm ?? ((form) => form.submit()),
    get userAgent() {
      return partial.userAgent ?? globalThis.navigator?.userAgent ?? '';
    },
    setTimeout: partial.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms)),
    clearTimeout:
      partial.clearTimeout ?? ((id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>)),
    fetch: partial.fetch ?? ((input, init) => globalThis.fetch(input, init)),
  };
}
