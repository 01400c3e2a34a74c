/** Test helper: msw/node over the demo backend, the demo config, fresh state per test. */
import type { Site } from '@hearth/core';
import { setupMockServer as setupDemoServer } from '@hearth/mock-api/testing';

/** Starts one msw server for the file; every test starts with the demo config and a fresh backend. */
export function setupMockServer(site: Site = 'US') {
  return setupDemoServer({ site }).server;
}
