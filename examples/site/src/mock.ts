/**
 * The site's one door to `@hearth/mock-api`: handlers, config, tokens and the session's state
 * for server-rendered initial props. No fake data lives in the site itself (issue 4 §2).
 */
import {
  cartData,
  checkoutData,
  checkToken,
  demoConfig,
  demoProducts,
  getProduct,
  getSession,
  handlers,
  issueToken,
  type DemoProduct,
} from '@hearth/mock-api';
import type { RequestHandler } from 'msw';
import type { Brand, Site } from './session.js';

export { cartData, checkoutData, checkToken, demoProducts, getProduct, getSession, issueToken, type DemoProduct };

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
