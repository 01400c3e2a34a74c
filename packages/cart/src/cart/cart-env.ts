/**
 * The cart controller's surroundings and outcomes, as types: a module that imports neither the
 * controller nor its actions (cart-actions.ts, which the controller loads lazily), so the two do
 * not import each other in a circle.
 */
import type { BrowserEnv, HearthClient, Site } from '@hearth/core';

/** The certificates call: /ReactCheckout/RemoveCertificates or the other provider's [ref: cart#calls]. */
export type CertificatesCall = 'removeCertificates' | 'removeCertificatesProvider';

/**
 * What the controller takes from its surroundings (tests swap each): of the browser, navigation
 * (redirect URL, /checkout/cart) and where failures that are "logged only" [ref: cart#errors] go.
 */
export interface CartControllerEnv extends Pick<BrowserEnv, 'navigate' | 'log'> {
  /** The call client. */
  client: HearthClient;
  /** The site, for the ZIP check. */
  site: () => Site;
  /** Tells the page the cart changed, with the item count [ref: script-tag#calls]. */
  cartUpdated: (count: number | undefined) => void;
  /** Which certificates call to use. @default () => 'removeCertificates' */
  certificatesCall?: () => CertificatesCall;
  /** The store for getEdd; else `cartData.configuration.locationId`. */
  locationId?: string | number | null;
}

/** How an action ended. */
export type ActionResult = 'done' | 'failed' | 'ignored' | 'invalid';
