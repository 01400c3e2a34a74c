/** Test helper: msw/node over the demo backend, the demo config, fresh state per test. */
import { resetConfig, setClient, setConfig } from '@hearth/core';
import { resetSharedSignals, resetUrlReports } from '@hearth/core/testing';
import { demoConfig, handlers, resetMockState, type DemoBrand, type DemoSite } from '@hearth/mock-api';
import { resetCallData } from '@hearth/ui/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** Removes every cookie of the page (the added swatches live in one). */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Starts one msw server for the file; every test starts with the demo config, a fresh backend and a fresh page state. */
export function setupMockServer(site: DemoSite = 'US', brand: DemoBrand = 'main') {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockState();
    resetConfig();
    setClient(undefined);
    setConfig({ ...demoConfig(site, brand) });
    resetUrlReports();
    resetSharedSignals();
    resetCallData();
    localStorage.clear();
    clearCookies();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
