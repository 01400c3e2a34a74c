/**
 * Test helpers of @hearth/media (not exported): the msw node server over the mock API with a
 * request recorder, a fresh config, client, shared state and read cache before each test.
 */
import type { Brand, Site } from '@hearth/core';
import { setupMockServer } from '@hearth/mock-api/testing';
import { layoutCarousels, resetCallData } from '@hearth/ui/testing';
import { afterEach, beforeEach, vi } from 'vitest';

export type { Recorded } from '@hearth/mock-api/testing';

/** Starts the msw server for a test file; returns it and the requests it saw. */
export function setupMockApi(site: Site = 'US', brand: Brand = 'main') {
  return setupMockServer({ site, brand, reset: resetCallData });
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

/**
 * Each test of the file on carousels laid out `width` px wide (happy-dom lays out nothing), and
 * what it spied on restored after it.
 */
export function setupCarouselLayout(width = 800): void {
  let restore: () => void = () => {};
  beforeEach(() => {
    restore = layoutCarousels(width);
  });
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });
}
