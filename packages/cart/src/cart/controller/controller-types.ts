/**
 * The types of the cart page's controller and of its action groups, in a module that imports none
 * of them (so no group imports the controller back).
 */
import type { BrowserEnv, CallScope, HearthClient, Site } from '@hearth/core';
import type { CartCallName } from '../calls';
import type { CartAnswer } from '../schema';
import type { CartState, CartStore } from './cart-store';
import type { serverMessageToShow } from './server-message';

/** The certificates call: /ReactCheckout/RemoveCertificates or the other provider's [ref: cart#calls]. */
export type CertificatesCall = 'removeCertificates' | 'removeCertificatesProvider';

/**
 * What the controller takes from its surroundings (tests swap each): of the browser, navigation
 * (redirect URL, /checkout/cart) and where failures that are "logged only" [ref: cart#errors] go.
 */
export interface CartControllerEnv extends Pick<BrowserEnv, 'navigate' | 'log'> {
  /** The call client. */
  client: HearthClient;
  /**
   * The page's life: once it has gone (the island unmounted), no call is sent and no answer comes
   * back (`scopeClient`, applied when the actions load). @default always live
   */
  scope?: CallScope | undefined;
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

/** How `run` hands a failure to the action that sent it. */
export interface RunOptions {
  /** A refused answer (isSuccess false or error true): return `true` when handled. */
  onRefused?: (answer: CartAnswer) => boolean;
  /** A thrown failure: return `true` when handled. */
  onError?: (error: unknown) => boolean;
}

/** Runs one cart-service action: refused while another runs; reload on success. */
export type RunAction = (key: string, call: CartCallName, body: unknown, options?: RunOptions) => Promise<ActionResult>;
/** The cart page's state now. */
export type GetState = () => CartState;
/** Sets part of the cart page's state. */
export type SetState = CartStore['setState'];
/** A refused answer: its server message shown, else logged only [ref: cart#errors]. */
export type ReportRefusal = (call: string, answer: Parameters<typeof serverMessageToShow>[0]) => void;
