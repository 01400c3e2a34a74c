/**
 * The world the resilience tests run islands in: the demo backend answering every documented
 * call (msw over @hearth/mock-api), the demo configuration, fresh shared state per case.
 */
import { resetConfig, setClient, setConfig } from '@hearth/core';
import { resetSharedSignals } from '@hearth/core/testing';
import { demoConfig, handlers, resetMockState } from '@hearth/mock-api';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** Starts the demo backend for the file and resets page state before each test. */
export function setupDemoBackend() {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
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
