/**
 * The site's one door to `@hearth/mock-api`: handlers, config, tokens and the session's state
 * for server-rendered initial props. No fake data lives in the site itself (issue 4 §2).
 */
import {
  ATTRIBUTE_IDS,
  browseDto,
  cartData,
  checkoutData,
  checkToken,
  DEMO_REGISTRIES,
  demoConfig,
  demoProducts,
  filteredSwatchResults,
  getProduct,
  getSession,
  handlers,
  issueToken,
  VISUALIZER_SKUS,
  type DemoProduct,
} from '@hearth/mock-api';
import type { RequestHandler } from 'msw';
import type { Brand, Site } from './session.js';

export { ATTRIBUTE_IDS, browseDto, DEMO_REGISTRIES, cartData, checkoutData, checkToken, demoProducts, filteredSwatchResults, getProduct, getSession, issueToken, VISUALIZER_SKUS, type DemoProduct };

/** The mock API's msw handlers (every documented call, `/__mock/faults`). */
export const mockHandlers: readonly RequestHandler[] = handlers;

/** The `#hearth-config` object for a site and brand (CONTRACT §3). */
export function siteConfig(site: Site, brand: Brand): unknown {
  return demoConfig(site, brand);
}

/** Items in the session's cart, for the legacy header. */
export function cartItemCount(sessionId: string): number {
  return getSession(sessionId).cart.reduce((sum, line) => sum + line.qty, 0);
}
