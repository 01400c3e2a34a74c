/**
 * Test helpers of the cart page (not exported from the package): the demo backend on msw's node
 * server, a log of the calls the page made, and ways to fill the demo cart.
 */
import { seedCartLine, type DemoBrand, type DemoSite } from '@hearth/mock-api';
import { setupMockServer, type Recorded } from '@hearth/mock-api/testing';
import type { SetupServer } from 'msw/node';

/** One call the page made. */
export type SentCall = Recorded;

/**
 * Starts msw over the demo handlers for the test file; returns the calls of the running test.
 * Retry is off so network faults fail at once (the retry itself is core's, tested there).
 */
export function setupCartServer(
  site: DemoSite = 'US',
  brand: DemoBrand = 'main',
): { calls: SentCall[]; server: SetupServer } {
  const { server, requests } = setupMockServer({ site, brand, features: { retry: false } });
  return { calls: requests, server };
}

/** Puts a line in the demo cart (or saved-for-later list). */
export const seedLine = seedCartLine;

/** Calls to a path (a DEMO_ENDPOINTS or DEFAULT_ENDPOINTS path). */
export const callsTo = (log: { calls: SentCall[] }, path: string) => log.calls.filter((c) => c.path === path);
