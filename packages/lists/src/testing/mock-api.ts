/**
 * Test helpers of @hearth/lists (not exported from the package): the msw server over the demo
 * backend, a request recorder, fresh page state per test.
 */
import { resetConfig, setClient, setConfig, type Site } from '@hearth/core';
import { resetSharedSignals, resetUrlReports } from '@hearth/core/testing';
import { DEMO_ENDPOINTS, demoConfig, handlers, resetMockState } from '@hearth/mock-api';
import { resetCallData } from '@hearth/ui/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { ListsEnv } from '../shared/env';

/** One recorded request. */
export interface Recorded {
  method: string;
  url: URL;
  body: unknown;
}

/** The demo paths of the lists calls. */
export const PATHS = DEMO_ENDPOINTS;

/** Starts the msw server for a test file; every test starts with the demo config and a fresh backend. */
export function setupMockApi(site: Site = 'US') {
  const server = setupServer(...handlers);
  const requests: Recorded[] = [];
  server.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .text()
      .then((text) => {
        let body: unknown = text;
        try {
          body = text ? (JSON.parse(text) as unknown) : undefined;
        } catch {
          // not JSON: kept as text
        }
        requests.push({ method: request.method, url: new URL(request.url), body });
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
  /** Requests to a path ('/api/demo/favorites/skus'); a prefix with `startsWith`. */
  const to = (path: string, startsWith = false) => requests.filter((r) => (startsWith ? r.url.pathname.startsWith(path) : r.url.pathname === path));
  return { server, requests, to };
}

/** A page address and recorded navigation and logging, for `env`. */
export function fakeEnv(location: Partial<ListsEnv['location']> = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const log = vi.fn<(message: string, error?: unknown) => void>();
  const cookies: Record<string, string> = {};
  const env: Partial<ListsEnv> = {
    location: { pathname: '/furniture/stoneware-table-lamp/s300101', search: '?site=US', origin: 'http://localhost', ...location },
    navigate,
    log,
    readCookie: (name) => cookies[name],
  };
  return { env, navigate, log, cookies };
}

export { seriousAxeViolations } from '@hearth/ui/testing';
