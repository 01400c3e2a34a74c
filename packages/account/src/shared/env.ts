/**
 * What the account islands take from the browser, passed in so tests and Storybook can swap it
 * (STYLE: "Pass the environment in"). Every default is looked up when used, never at import.
 */

/** The browser pieces the account islands use. */
export interface AccountEnv {
  /** The page address. @default globalThis.location */
  location: Pick<Location, 'pathname' | 'search' | 'href' | 'origin'>;
  /** Full-page navigation. @default location.assign */
  navigate: (url: string) => void;
  /** Submits a form built by the island (the sign-in POST to /account/auth). @default form.submit() */
  submitForm: (form: HTMLFormElement) => void;
  /** The user agent string (iOS Chrome formatting delay). @default navigator.userAgent */
  userAgent: string;
  /** @default globalThis.setTimeout */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** @default globalThis.clearTimeout */
  clearTimeout: (id: unknown) => void;
  /** Used by the identity-provider adapter. @default globalThis.fetch */
  fetch: typeof fetch;
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
