/**
 * The site's one door to `@hearth/mock-api`: handlers, config, tokens, the catalogue and the
 * session's state for server-rendered pages and initial props. No fake data lives in the site
 * itself.
 */
import {
  addCartItem,
  ATTRIBUTE_IDS,
  CALLS,
  browseDto,
  cartData,
  categoryOf,
  categoryProducts,
  checkoutData,
  checkToken,
  DEMO_ACCOUNT,
  DEMO_CERTIFICATES,
  DEMO_GIFT_CARDS,
  DEMO_PHONE,
  DEMO_HELP_PHONE,
  DEMO_DELIVERY_DATA,
  DEMO_IN_HOME_DELIVERY,
  DEMO_MONOGRAM_FONTS,
  DEMO_PROMOS,
  DEMO_REGISTRIES,
  DEMO_SITE_NAMES,
  DEMO_TEST_CARDS,
  DEMO_THREAD_COLORS,
  FINANCING_MINIMUM,
  galleryImages,
  demoCategories,
  demoConfig,
  demoProducts,
  getCategory,
  filteredSwatchResults,
  getMaterial,
  getProduct,
  getSession,
  handlers,
  issueToken,
  quickShipAvailability,
  readSelections,
  signIn,
  signOut,
  stockFabrics,
  customFabrics,
  leathers,
  swatchCard,
  VISUALIZER_SKUS,
  siteCents,
  withPriceSite,
  type DemoCategory,
  type DemoProduct,
  type PlacedOrder,
} from '@hearth/mock-api';
import type { RequestHandler } from 'msw';
import type { Brand, Site } from './session.js';

export {
  galleryImages,
  ATTRIBUTE_IDS,
  CALLS,
  browseDto,
  addCartItem,
  cartData,
  checkoutData,
  categoryOf,
  categoryProducts,
  checkToken,
  customFabrics,
  DEMO_ACCOUNT,
  DEMO_CERTIFICATES,
  DEMO_GIFT_CARDS,
  DEMO_PHONE,
  DEMO_HELP_PHONE,
  DEMO_DELIVERY_DATA,
  DEMO_IN_HOME_DELIVERY,
  DEMO_MONOGRAM_FONTS,
  DEMO_PROMOS,
  DEMO_REGISTRIES,
  DEMO_SITE_NAMES,
  DEMO_TEST_CARDS,
  DEMO_THREAD_COLORS,
  FINANCING_MINIMUM,
  demoCategories,
  demoProducts,
  filteredSwatchResults,
  getCategory,
  getMaterial,
  getProduct,
  getSession,
  issueToken,
  leathers,
  quickShipAvailability,
  readSelections,
  stockFabrics,
  swatchCard,
  VISUALIZER_SKUS,
  siteCents,
  withPriceSite,
  type DemoCategory,
  type DemoProduct,
  type PlacedOrder,
};

/** The mock API's msw handlers (every documented call, `/__mock/faults`). */
export const mockHandlers: readonly RequestHandler[] = handlers;

/** The `#hearth-config` object for a site and brand [ref: script-tag#configuration-hearth-config]. */
export function siteConfig(site: Site, brand: Brand): unknown {
  return demoConfig(site, brand);
}

/** Items in the session's cart, for the header. */
export function cartItemCount(sessionId: string): number {
  return getSession(sessionId).cart.reduce((sum, line) => sum + line.qty, 0);
}

/** The signed-in shopper of a session, or null for a guest. */
export function shopper(sessionId: string): { firstName: string; lastName: string; emailAddress: string } | null {
  return getSession(sessionId).user;
}

/** Signs the session in as the demo account (the demo identity provider's 'Continue'). */
export function signInDemoAccount(sessionId: string): void {
  signIn(sessionId);
}

/** Signs the session out. */
export function signOutSession(sessionId: string): void {
  signOut(sessionId);
}

/**
 * What shipping costs on `site`, in its currency: standard shipping's free threshold and the
 * in-home delivery charge of furniture (the figures the checkout charges).
 */
export function shippingTerms(site: Site): { freeFrom: number; inHome: number } {
  return {
    freeFrom: siteCents(DEMO_DELIVERY_DATA.freeShippingThreshold, site),
    inHome: siteCents(DEMO_IN_HOME_DELIVERY, site),
  };
}
