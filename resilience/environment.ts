/**
 * The world the resilience tests run islands in: the demo backend answering every documented
 * call (msw over @hearth/mock-api) and 404 elsewhere, the demo configuration, fresh shared state
 * per case.
 */
import { resetConfig, setClient, setConfig } from '@hearth/core';
import { resetSharedSignals } from '@hearth/core/testing';
import { demoConfig, handlers, resetMockState } from '@hearth/mock-api';
import { failUnroutedRequest } from '@hearth/mock-api/network-guard';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/**
 * Where no demo handler answers: an address generated from props or answers (a popup's URL, a
 * picture) gets 404, as the store's server would give it; nothing leaves the process.
 */
const elsewhere = http.all('*', () => new HttpResponse('Not Found', { status: 404 }));

/** Starts the demo backend for the file and resets page state before each test. */
export function setupDemoBackend() {
  const server = setupServer(...handlers, elsewhere);
  beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
  beforeEach(() => {
    resetMockState();
    resetConfig();
    setConfig({ ...demoConfig('US', 'main') });
    setClient(undefined);
    resetSharedSignals();
  });
  afterAll(() => server.close());
  return server;
}
