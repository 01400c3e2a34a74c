/**
 * The one shape of what Hearth takes from the browser ([ref: architecture#conventions]: "Pass the environment in", so tests
 * and Storybook can swap each part). Each feature picks the parts it uses
 * (`Pick<BrowserEnv, 'navigate' | 'log'>`), narrows `location` to the fields it reads, and adds
 * what only it has (the checkout's alternative-payment adapter, the configurator's `isDesktop`);
 * its defaults are filled in where it builds its env, each looked up when used, never at import.
 * Types only: nothing here is bundled.
 */

/** The page address, as the islands read it. */
export type PageLocation = Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'hash' | 'hostname'>;

/** A media query's state now, and its changes. */
export interface MediaQueryState {
  matches: boolean;
  /** Calls `listener` on each change; returns a function that stops it. */
  subscribe: (listener: () => void) => () => void;
}

/** Everything the islands take from the browser. */
export interface BrowserEnv {
  /** The page address. @default globalThis.location */
  location: PageLocation;
  /** Where the page's own inputs are read (the anti-forgery token). @default globalThis.document */
  document: Pick<Document, 'querySelector'> | undefined;
  /** @default globalThis.fetch, looked up at call time (so msw and spies patching it work) */
  fetch: typeof fetch;
  /** Full-page navigation. @default location.assign */
  navigate: (url: string) => void;
  /** Writes a new address in the history. @default history.pushState */
  pushUrl: (url: string) => void;
  /** Replaces the address (a page the shopper should not go back to). @default history.replaceState */
  replaceUrl: (url: string) => void;
  /** Reloads the page. @default location.reload */
  reload: () => void;
  /** Follows back and forward; returns a function that stops. @default window 'popstate' */
  onPopState: (listener: () => void) => () => void;
  /** Whether a media query matches now, and its changes. @default matchMedia */
  matchMedia: (query: string) => MediaQueryState;
  /** Waits `ms`. @default a setTimeout promise */
  sleep: (ms: number) => Promise<void>;
  /** @default globalThis.setTimeout */
  setTimeout: (callback: () => void, ms: number) => unknown;
  /** @default globalThis.clearTimeout */
  clearTimeout: (id: unknown) => void;
  /** Session storage; may throw when blocked. @default window.sessionStorage */
  sessionStorage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** A cookie's value. @default readCookie */
  readCookie: (name: string) => string | undefined;
  /** The user agent string. @default navigator.userAgent */
  userAgent: string;
  /** Sets the page title. @default document.title = */
  setTitle: (title: string) => void;
  /** Scrolls the page to its top. @default window.scrollTo(0, 0) */
  scrollToTop: () => void;
  /** Where failures that are "logged only" go (never with a request body). @default console.error */
  log: (message: string, detail?: unknown) => void;
}
