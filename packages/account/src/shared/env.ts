/**
 * What the account islands take from the browser, passed in so tests and Storybook can swap it
 * ("Pass the environment in") [ref: architecture#conventions]: the parts of core's `BrowserEnv` they use. Every default is
 * looked up when used, never at import.
 */
import {
  browserEnv,
  pageClearTimeout,
  pageFetch,
  pageLocation,
  pageNavigate,
  pageSetTimeout,
  pageUserAgent,
  type BrowserEnv,
  type PageLocation,
} from '@hearth/core';

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

/** `partial` completed with the browser defaults (looked up lazily). */
export function accountEnv(partial: Partial<AccountEnv> = {}): AccountEnv {
  return browserEnv<AccountEnv>(
    {
      location: pageLocation(),
      navigate: pageNavigate,
      submitForm: (form) => form.submit(),
      userAgent: pageUserAgent(),
      setTimeout: pageSetTimeout,
      clearTimeout: pageClearTimeout,
      fetch: pageFetch,
    },
    partial,
  );
}
