/**
 * Test helper shared by the feature packages' tests (`@hearth/mock-api/testing`, not published):
 * the demo backend on an msw node server for one test file, a recorder of the requests it saw,
 * and a fresh backend, config, client and page state before each test.
 */
import { resetConfig, setClient, setConfig, type Brand, type Site } from '@hearth/core';
import { resetSharedSignals, resetUrlReports } from '@hearth/core/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { demoConfig } from './config';
import { handlers } from './handlers';
import { resetMockState } from './reset';
import { failUnroutedRequest } from './test/network-guard';

export { holdAnswers } from './test/hold-answers';
export { advancePageClock, clickThreeTimes, clickWhereItIs, freezePageClock } from './test/hurried-clicks';

/** One recorded request: a JSON body parsed, any other body kept as text. */
export interface Recorded {
  method: string;
  url: URL;
  /** `url.pathname`. */
  path: string;
  body: unknown;
  /** The anti-forgery header it carried, if any. */
  token: string | null;
}

/** Options of {@link setupMockServer}. */
export interface MockServerOptions {
  site?: Site;
  brand?: Brand;
  /** Feature flags over the demo config's (`{ retry: false }` makes network faults fail at once). */
  features?: Record<string, boolean>;
  /** More page state to reset before each test (a package's read cache, for one). */
  reset?: () => void;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Starts the msw server over the demo handlers for a test file. Every test starts with the demo
 * config of `site` and `brand` and a fresh backend; `to(path)` lists the requests to a path
 * (with `startsWith`, to paths under it).
 */
export function setupMockServer({ site = 'US', brand = 'main', features, reset }: MockServerOptions = {}) {
  const server = setupServer(...handlers);
  const requests: Recorded[] = [];
  const seen = new Set<string>();
  server.events.on('request:start', ({ request, requestId }) => {
    // happy-dom's fetch may pass one request through two interceptors
    if (seen.has(requestId)) return;
    seen.add(requestId);
    const token = request.headers.get('RequestVerificationToken');
    void request
      .clone()
      .text()
      .then((text) => {
        const url = new URL(request.url);
        requests.push({ method: request.method, url, path: url.pathname, body: parseBody(text), token });
      });
  });
  // A listener a test adds (a recorder of its own) goes after it, as its handlers do.
  const added: Array<Parameters<typeof server.events.removeListener>> = [];
  const on = server.events.on.bind(server.events);
  server.events.on = ((...args: Parameters<typeof server.events.on>) => {
    added.push(args as unknown as Parameters<typeof server.events.removeListener>);
    return on(...args);
  }) as typeof server.events.on;
  beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
  beforeEach(() => {
    requests.length = 0;
    resetMockState();
    resetConfig();
    const config = demoConfig(site, brand);
    setConfig({ ...config, features: { ...config.features, ...features } });
    setClient(undefined);
    resetSharedSignals();
    resetUrlReports();
    reset?.();
  });
  afterEach(() => {
    for (const args of added.splice(0)) server.events.removeListener(...args);
    server.resetHandlers();
  });
  afterAll(() => server.close());
  const to = (path: string, startsWith = false) =>
    requests.filter((r) => (startsWith ? r.url.pathname.startsWith(path) : r.url.pathname === path));
  return { server, requests, to };
}
