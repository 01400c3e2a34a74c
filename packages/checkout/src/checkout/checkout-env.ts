/** What the checkout takes from its surroundings, so tests and stories can swap each part. */
import {
  browserEnv,
  pageLog,
  pageNavigate,
  pageReload,
  pageScrollToTop,
  pageSessionStorage,
  getClient,
  getConfig,
  type BrowserEnv,
  type HearthClient,
  type Site,
} from '@hearth/core';
import type { AltPayAdapter, AltPayMethod } from './payment/alt-pay';
import { builtInCanUse } from './payment/alt-pay-logic';
import type { CheckoutPopup } from './checkout-state';
import { registeredPaymentProvider } from './payment/payment-provider';

/**
 * The checkout's environment: of the browser, navigation, 'Refresh Page' (reload), the scroll to
 * the top after a step change, session storage ([ref: checkout#rules, #calls]: partnerTransactionId, the tax-exempt
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
   * Pay. @default the one the page registered (`registerPaymentProvider`), else the built-in one
   * (PayPal's JS SDK, `ApplePaySession`), loaded then
   */
  altPay: () => Promise<AltPayAdapter>;
  /**
   * Whether `method` is offered, asked as the step renders (before any adapter code loads).
   * @default the registered provider's `canUse`, else the built-in one's: PayPal and Venmo with
   * `hearth-config` `payPal.clientId`, Apple Pay where `ApplePaySession.canMakePayments()` and a
   * merchant validation endpoint is configured
   */
  altPayOffers: (method: AltPayMethod) => boolean;
  /**
   * Resolves once the code of `popup` is in: an action that opened a popup keeps the checkout
   * busy until then, so its buttons take no press before the popup is open.
   * @default none: the action ends at once (the checkout island's `useCheckout` gives the popup's
   * lazy part, `popupCodeOf`: importing the popups here would close an import circle)
   */
  popupCode?: ((popup: CheckoutPopup) => Promise<void>) | undefined;
}

let builtIn: Promise<AltPayAdapter> | null = null;

/**
 * The page's registered provider, else the built-in one (its own chunk with PayPal's loader, one
 * per page). Kept off the island's first load: no vendor code here. No configuration value picks
 * another provider (the demo's fake is registered by the demo's own script).
 */
function pageAltPay(): Promise<AltPayAdapter> {
  const own = registeredPaymentProvider();
  if (own) return Promise.resolve(own);
  builtIn ??= import('./payment/vendor-alt-pay').then(({ createVendorAltPay }) =>
    createVendorAltPay({ config: getConfig, client: getClient() }),
  );
  // a failed chunk load is tried again on the next pick
  builtIn.catch(() => (builtIn = null));
  return builtIn;
}

function pageAltPayOffers(method: AltPayMethod): boolean {
  const own = registeredPaymentProvider();
  if (own) return own.canUse?.(method) ?? true;
  const session =
    typeof window === 'undefined'
      ? undefined
      : (window as { ApplePaySession?: { canMakePayments(): boolean } }).ApplePaySession;
  return builtInCanUse(method, getConfig(), session);
}

/** The browser environment, each part looked up when used. */
export function browserCheckoutEnv(overrides: Partial<CheckoutEnv> = {}): CheckoutEnv {
  return browserEnv<CheckoutEnv>(
    {
      client: getClient(),
      site: () => getConfig().site,
      href: () => (typeof location === 'undefined' ? 'http://localhost/' : location.href),
      navigate: pageNavigate,
      pushRoute: (url) => window.history.pushState({ hearthCheckout: true }, '', url),
      reload: pageReload,
      log: pageLog,
      scrollToTop: pageScrollToTop,
      sessionStorage: pageSessionStorage,
      altPay: pageAltPay,
      altPayOffers: pageAltPayOffers,
    },
    overrides,
  );
}
