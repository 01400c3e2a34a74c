/**
 * Test helpers of @hearth/product (not exported): the msw node server over the mock API with a
 * request recorder, and the page events a test listens to.
 */
import type { ProductSelection } from '@hearth/commerce';
import {
  ANALYTICS_EVENT,
  PRODUCT_SELECTION_EVENT,
  resetConfig,
  setClient,
  setConfig,
  type AnalyticsDetail,
} from '@hearth/core';
import { resetSharedSignals, resetUrlReports } from '@hearth/core/testing';
import { browseDto, demoConfig, getProduct, handlers, readSelections, resetMockState } from '@hearth/mock-api';
import { failUnroutedRequest } from '@hearth/mock-api/network-guard';
import { resetCallData } from '@hearth/ui/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { create } from 'superstruct';
import { BrowseDto } from '../configurator/data/schema';

/** Starts the msw server for a test file; returns it and the URLs it was asked for. */
export function setupMockApi(brand: 'main' | 'cb2' = 'main') {
  const server = setupServer(...handlers);
  const requests: URL[] = [];
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
  beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
  beforeEach(() => {
    requests.length = 0;
    resetMockState();
    resetConfig();
    setConfig({ ...demoConfig('US', brand) });
    setClient(undefined);
    resetSharedSignals();
    resetUrlReports();
    resetCallData();
    localStorage.clear();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, requests, to: (path: string) => requests.filter((r) => r.pathname === path) };
}

/** The demo's browse DTO of a product, as the page would send it (checked by the schema). */
export function browseDataOf(sku: string, brand = 'main', choices = ''): BrowseDto {
  return create(browseDto(getProduct(sku)!, readSelections(choices), 'recommended', brand), BrowseDto);
}

/** Collects `hearth:analytics` and `hearth:product-selection` until `stop()`. */
export function listenToPageEvents() {
  const analytics: AnalyticsDetail[] = [];
  const selections: ProductSelection[] = [];
  const onAnalytics = (e: Event) => analytics.push((e as CustomEvent<AnalyticsDetail>).detail);
  const onSelection = (e: Event) => selections.push((e as CustomEvent<ProductSelection>).detail);
  document.addEventListener(ANALYTICS_EVENT, onAnalytics);
  document.addEventListener(PRODUCT_SELECTION_EVENT, onSelection);
  return {
    analytics,
    selections,
    stop: () => {
      document.removeEventListener(ANALYTICS_EVENT, onAnalytics);
      document.removeEventListener(PRODUCT_SELECTION_EVENT, onSelection);
    },
  };
}

export { seriousAxeViolations } from '@hearth/ui/testing';

/**
 * The configurator's page environment for a test: a desktop at http://localhost/p, its title,
 * address and log as mocks. `over` replaces any of them (a phone: `{ isDesktop: () => false }`).
 */
export function testConfiguratorEnv<T extends object = object>(over?: T) {
  return {
    setTitle: vi.fn(),
    replaceUrl: vi.fn(),
    isDesktop: () => true,
    log: vi.fn(),
    location: { origin: 'http://localhost', pathname: '/p', search: '', hash: '' },
    ...(over as T),
  };
}
