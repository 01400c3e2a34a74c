/**
 * Test helpers of the cart page (not exported from the package): the demo backend on msw's node
 * server, a log of the calls the page made, and ways to fill the demo cart.
 */
import { resetConfig, setConfig, setClient } from '@hearth/core';
import { resetUrlReports } from '@hearth/core/testing';
import { demoConfig, handlers, resetMockState, seedCartLine, type DemoSite, type DemoBrand } from '@hearth/mock-api';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** One call the page made. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
  token: string | null;
}

/** Starts msw over the demo handlers for the test file; returns the calls of the running test. */
export function setupCartServer(site: DemoSite = 'US', brand: DemoBrand = 'main'): { calls: SentCall[]; server: SetupServer } {
  const server = setupServer(...handlers);
  const log = { calls: [] as SentCall[], server };
  const seen = new Set<string>();
  server.events.on('request:start', async ({ request, requestId }) => {
    // happy-dom's fetch may pass one request through two interceptors
    if (seen.has(requestId)) return;
    seen.add(requestId);
    const text = request.method === 'GET' ? '' : await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    log.calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body,
      token: request.headers.get('RequestVerificationToken'),
    });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockState();
    resetConfig();
    setClient(undefined);
    // retry off so network faults fail at once (the retry itself is core's, tested there)
    setConfig({ ...demoConfig(site, brand), features: { ...demoConfig(site, brand).features, retry: false } });
    log.calls.length = 0;
    resetUrlReports();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return log;
}

/** Puts a line in the demo cart (or saved-for-later list). */
export const seedLine = seedCartLine;

/** Calls to a path (a DEMO_ENDPOINTS or DEFAULT_ENDPOINTS path). */
export const callsTo = (log: { calls: SentCall[] }, path: string) => log.calls.filter((c) => c.path === path);
