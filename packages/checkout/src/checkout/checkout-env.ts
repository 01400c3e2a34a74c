/** What the checkout takes from its surroundings, so tests and stories can swap each part. */
import { getClient, getConfig, type BrowserEnv, type HearthClient, type Site } from '@hearth/core';
import type { AltPayAdapter } from './payment/alt-pay';

/**
 * The checkout's environment: of the browser, navigation, 'Refresh Page' (reload), the scroll to
 * the top after a step change, session storage (001 §4, §7: partnerTransactionId, the tax-exempt
 * flag) and where errors are logged; and what only the checkout has.
 */
export interface CheckoutEnv extends Pick<
  BrowserEnv,
  'navigate' | 'reload' | 'log' | 'scrollToTop' | 'sessionStorage'
> {
  /** The call client. @default getClient() */
  client: HearthClient;
  /** The site (prices, lists, postal codes). @default getConfig().site */
  site: () => Site;
  /** The page address, to resolve redirects against. @default location.href */
  href: () => string;
  /** An in-app step change through the flow route: the address changes, the page stays. @default history.pushState */
  pushRoute: (url: string) => void;
  /**
   * The alternative-payment adapter, asked for only when the shopper picks PayPal, Venmo or Apple
   * Pay. @default the page's `window.hearthAltPay`, else (feature `fakeAltPay`) the fake, loaded then
   */
  altPay: () => Promise<AltPayAdapter>;
}

/** The page's adapter, else the demo's fake (its own chunk), else none. Kept off the island's first load: no alt-pay code here. */
async function pageAltPay(): Promise<AltPayAdapter> {
  const own = typeof window === 'undefined' ? undefined : (window as { hearthAltPay?: AltPayAdapter }).hearthAltPay;
  if (own && typeof own.load === 'function' && typeof own.authorize === 'function') return own;
  if (getConfig().features?.['fakeAltPay'] === true) return (await import('./payment/fake-alt-pay')).createFakeAltPay();
  // a plain error: the action turns it into a failed flow of the method picked (logged as that method's)
  throw new Error('no alternative payment adapter on this page');
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
    log: (message, detail) => (detail === undefined ? console.error(message) : console.error(message, detail)),
    scrollToTop: () => window.scrollTo?.(0, 0),
    sessionStorage: () => (typeof window === 'undefined' ? null : window.sessionStorage),
    altPay: pageAltPay,
    ...overrides,
  };
}
