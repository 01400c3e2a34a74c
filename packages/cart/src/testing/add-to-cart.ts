/**
 * Test helpers (not exported from the package): the msw node server over the mock API, a
 * request recorder, and axe with the rules the primitives' tests use.
 */
import type { Site } from '@hearth/core';
import { setupMockServer } from '@hearth/mock-api/testing';
import { resetCallData } from '@hearth/ui/testing';

export type { Recorded } from '@hearth/mock-api/testing';

/** Starts the msw server for a test file; returns it and the requests it saw. */
export function setupMockApi(site: Site = 'US') {
  return setupMockServer({ site, reset: resetCallData });
}

/** Demo paths of the add-to-cart calls. */
export const PATHS = {
  addItem: '/api/demo/cart/add-item',
  monogram: '/api/demo/cart/monogram-confirmation',
  custom: '/api/demo/cart/custom-confirmation',
  pricing: '/sku-pricing/get-sku-data',
} as const;

export { layoutCarousels, seriousAxeViolations } from '@hearth/ui/testing';

/** Collects `hearth:cart-updated` details and `hearth:analytics` events until `stop()`. */
export function listenToPageEvents() {
  const cartUpdates: unknown[] = [];
  const analytics: unknown[] = [];
  const onCart = (event: Event) => cartUpdates.push((event as CustomEvent).detail);
  const onAnalytics = (event: Event) => analytics.push((event as CustomEvent).detail);
  document.addEventListener('hearth:cart-updated', onCart);
  document.addEventListener('hearth:analytics', onAnalytics);
  return {
    cartUpdates,
    analytics,
    stop() {
      document.removeEventListener('hearth:cart-updated', onCart);
      document.removeEventListener('hearth:analytics', onAnalytics);
    },
  };
}
