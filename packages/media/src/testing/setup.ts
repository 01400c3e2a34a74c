/**
 * Test helpers of @hearth/media (not exported): the msw node server over the mock API with a
 * request recorder, a fresh config, client, shared state and read cache before each test.
 */
import { resetConfig, setClient, setConfig, type Brand, type Site } from '@hearth/core';
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
export function setupMockApi(site: Site = 'US', brand: Brand = 'main') {
  const server = setupServer(...handlers);
  const requests: Recorded[] = [];
  server.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .text()
      .then((text) => {
        let body: unknown = text || undefined;
        try {
          body = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          // a form body stays text
        }
        requests.push({ method: request.method, url: new URL(request.url), body });
      });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    requests.length = 0;
    resetMockState();
    resetConfig();
    setConfig({ ...demoConfig(site, brand) });
    setClient(undefined);
    resetSharedSignals();
    resetUrlReports();
    resetCallData();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  /** Requests to a path ('/browse/widget/MainPi'). */
  const to = (path: string) => requests.filter((r) => r.url.pathname === path);
  return { server, requests, to };
}

/** Demo paths of the media calls. */
export const PATHS = {
  mainPi: '/browse/widget/MainPi',
  recentlyViewed: '/api/demo/recently-viewed',
  recentlyViewedUpdate: '/api/demo/recently-viewed/update',
  addToRegistry: '/api/demo/registry/add',
  addItem: '/api/demo/cart/add-item',
  galleryImages: '/api/demo/gallery-images',
  customerImages: '/api/demo/customer-images',
  videoUrl: '/api/demo/video-url',
  visualizerProductInfo: '/api/demo/visualizer/product-info',
} as const;

export { layoutCarousels, seriousAxeViolations } from '@hearth/ui/testing';
