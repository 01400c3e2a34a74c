/**
 * Every handler, made from the call list: the fault endpoint and the demo's files first, then one
 * handler per call of `CALL_LIST` at each of its paths (`serveCall`), answered by the resolver
 * of that name. The modules of this folder give the resolvers by area; a call of the list without
 * one is a type error here, a name that is not a call is one there (`satisfies Resolvers`), and a
 * name answered twice throws when this module loads.
 */
import type { RequestHandler } from 'msw';
import { CALL_LIST, type CallName } from '../call-list';
import { joinResolvers, serveCall, type Resolver } from '../serve-call';
import { accountResolvers } from './account';
import { addToCartResolvers } from './add-to-cart';
import { cartResolvers } from './cart';
import { checkoutFlowResolvers } from './checkout-flow';
import { checkoutOptionResolvers } from './checkout-options';
import { checkoutPaymentResolvers } from './checkout-payment';
import { checkoutTenderResolvers } from './checkout-tenders';
import { configuratorResolvers } from './configurator';
import { controlHandlers } from './control';
import { favoritesResolvers } from './favorites';
import { galleryAssets, galleryResolvers } from './gallery';
import { pricingResolvers } from './pricing';
import { quickShipResolvers } from './quick-ship';
import { registryResolvers } from './registry';
import { storeAvailabilityResolvers } from './store-availability';
import { swatchAssets, swatchResolvers } from './swatches';
import { zipResolvers } from './zip';

/** The resolver of every call of the list, by name. */
export const RESOLVERS: Record<CallName, Resolver> = joinResolvers(
  accountResolvers,
  addToCartResolvers,
  pricingResolvers,
  cartResolvers,
  checkoutFlowResolvers,
  checkoutOptionResolvers,
  checkoutPaymentResolvers,
  checkoutTenderResolvers,
  storeAvailabilityResolvers,
  configuratorResolvers,
  favoritesResolvers,
  registryResolvers,
  quickShipResolvers,
  zipResolvers,
  galleryResolvers,
  swatchResolvers,
);

/** Every handler: the fault endpoint, the demo's images, then every call of the list. */
export const handlers: RequestHandler[] = [
  ...controlHandlers,
  ...galleryAssets,
  ...swatchAssets,
  ...(Object.keys(CALL_LIST) as CallName[]).flatMap((name) => serveCall(name, RESOLVERS[name])),
];
