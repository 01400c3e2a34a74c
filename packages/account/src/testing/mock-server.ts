/** Test helper: msw/node over the demo backend, the demo config, fresh state per test. */
import { resetConfig, setClient, setConfig } from '@hearth/core';
import { resetUrlReports } from '@hearth/core/testing';
import { demoConfig, handlers, resetMockState } from '@hearth/mock-api';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Starts one msw server for the file; every test starts with the demo config and a fresh backend. */
export function setupMockServer(site: 'US' | 'CA' = 'US') {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockState();
    resetConfig();
    setClient(undefined);
    setConfig({ ...demoConfig(site) });
    resetUrlReports();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
