/**
 * The one shape of what Hearth takes from the browser ([ref: architecture#conventions]: "Pass the environment in", so tests
 * and Storybook can swap each part). Each feature picks the parts it uses
 * (`Pick<BrowserEnv, 'navigate' | 'log'>`), narrows `location` to the fields it reads, and adds
 * what only it has (the checkout's alternative-payment adapter, the configurator's `isDesktop`);
 * its defaults are the browser's parts (`pageNavigate`, `pageLog`, …: page.ts, page-history.ts,
 * page-window.ts, media-query.ts), each a function that looks the browser up when called, put
 * together by {@link browserEnv}. The script-tag build copies these modules into each feature
 * module that imports them (scripts/build/copy-modules.mjs): a feature's chunk holds the few
 * parts it uses, as if it had written them, and imports none from another chunk.
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
  /** The user agent string. @default navigator.userAgent */
  userAgent: string;
  /** Sets the page title. @default document.title = */
  setTitle: (title: string) => void;
  /** Scrolls the page to its top. @default window.scrollTo(0, 0) */
  scrollToTop: () => void;
  /** Where failures that are "logged only" go (never with a request body). @default console.error */
  log: (message: string, detail?: unknown) => void;
}

/**
 * A feature's environment: `parts` (a fresh object of values: the browser's parts that it uses,
 * each a function that looks the browser up when called, the page's address as
 * `pageLocation()` gives it when the env is built, and what only the feature has: the checkout's
 * client, the configurator's data layer) with `overrides` put over them, what its caller passed
 * (tests, stories). An `undefined` override keeps the part.
 *
 * @example browserEnv<ListsEnv>({ location: pageLocation(), navigate: pageNavigate, readCookie, log: pageLog }, partial)
 */
export function browserEnv<Env extends object>(parts: Env, overrides: Partial<Env> = {}): Env {
  for (const key in overrides) if (overrides[key] !== undefined) parts[key] = overrides[key] as Env[typeof key];
  return parts;
}
