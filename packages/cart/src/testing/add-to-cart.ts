/**
 * Test helpers (not exported from the package): the msw node server over the mock API, a
 * request recorder, and axe with the rules the primitives' tests use.
 */
import { resetConfig, setClient, setConfig, type Site } from '@hearth/core';
import { resetSharedSignals, resetUrlReports } from '@hearth/core/testing';
import { demoConfig, handlers, resetMockState } from '@hearth/mock-api';
import { resetCallData } from '@hearth/ui/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** One recorded request. */
export interface Recorded {
  method: string;
  url: URL;
  body: unknown;
}

/** Starts the msw server for a test file; returns it and the requests it saw. */
export function setupMockApi(site: Site = 'US') {
  const server = setupServer(...handlers);
  const requests: Recorded[] = [];
  server.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .text()
      .then((text) => {
        requests.push({ method: request.method, url: new URL(request.url), body: text ? (JSON.parse(text) as unknown) : undefined });
      });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    resetMockState();
    resetConfig();
    setConfig({ ...demoConfig(site, 'main') });
    setClient(undefined);
    resetSharedSignals();
    resetUrlReports();
    resetCallData();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  /** Requests to a path ('/api/demo/cart/add-item'). */
  const to = (path: string) => requests.filter((r) => r.url.pathname === path);
  return { server, requests, to };
}

/** Demo paths of the add-to-cart calls. */
export const PATHS = {
  addItem: '/api/demo/cart/add-item',
  monogram: '/api/demo/cart/monogram-confirmation',
  custom: '/api/demo/cart/custom-confirmation',
  pricing: '/sku-pricing/get-sku-data',
} as const;

export { seriousAxeViolations } from '@hearth/ui/testing';

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
