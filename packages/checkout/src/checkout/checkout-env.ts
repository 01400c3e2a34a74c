/** What the checkout takes from its surroundings, so tests and stories can swap each part. */
import { getClient, getConfig, type HearthClient, type Site } from '@hearth/core';

/** The checkout's environment. */
export interface CheckoutEnv {
  /** The call client. @default getClient() */
  client: HearthClient;
  /** The site (prices, lists, postal codes). @default getConfig().site */
  site: () => Site;
  /** The page address, to resolve redirects against. @default location.href */
  href: () => string;
  /** A full page navigation. @default location.assign */
  navigate: (url: string) => void;
  /** An in-app step change through the flow route: the address changes, the page stays. @default history.pushState */
  pushRoute: (url: string) => void;
  /** Reloads the page ('Refresh Page'). @default location.reload */
  reload: () => void;
  /** Where errors are logged in the page (never with a request body). @default console.error */
  log: (message: string, detail?: unknown) => void;
  /** Scrolls the page to its top after a step change. @default window.scrollTo(0, 0) */
  scrollToTop: () => void;
  /** Session storage (001 §4, §7: partnerTransactionId, the tax-exempt flag); may throw when blocked. @default window.sessionStorage */
  sessionStorage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** The browser environment, each part looked up when used. */
export function browserCheckoutEnv(overrides: Partial<CheckoutEnv> = {}): CheckoutEnv {
  return {
    client: getClient(),
    site: () => getConfig().site,
    href: () => (typeof location === 'undefined' ? 'http://localhost/' : location.href),
    navigate: (url) => window.location.assign(url),
    pushRoute: (url) => window.history.pushState({ hearthCheckout: true }, '', url),
    reload: () => window.location.reload(),
    log: (message, detail) => console.error(message, detail),
    scrollToTop: () => window.scrollTo?.(0, 0),
    sessionStorage: () => (typeof window === 'undefined' ? null : window.sessionStorage),
    ...overrides,
  };
}
