/**
 * Test helpers of @hearth/lists (not exported from the package): the msw server over the demo
 * backend, a request recorder, fresh page state per test.
 */
import type { Site } from '@hearth/core';
import { DEMO_ENDPOINTS } from '@hearth/mock-api';
import { setupMockServer } from '@hearth/mock-api/testing';
import { resetCallData } from '@hearth/ui/testing';
import { vi } from 'vitest';
import type { ListsEnv } from '../shared/env';

export type { Recorded } from '@hearth/mock-api/testing';

/** The demo paths of the lists calls. */
export const PATHS = DEMO_ENDPOINTS;

/** Starts the msw server for a test file; every test starts with the demo config and a fresh backend. */
export function setupMockApi(site: Site = 'US') {
  return setupMockServer({ site, reset: resetCallData });
}

/** A page address and recorded navigation and logging, for `env`. */
export function fakeEnv(location: Partial<ListsEnv['location']> = {}) {
  const navigate = vi.fn<(url: string) => void>();
  const log = vi.fn<(message: string, error?: unknown) => void>();
  const cookies: Record<string, string> = {};
  const env: Partial<ListsEnv> = {
    location: {
      pathname: '/furniture/stoneware-table-lamp/s300101',
      search: '?site=US',
      origin: 'http://localhost',
      ...location,
    },
    navigate,
    log,
    readCookie: (name) => cookies[name],
  };
  return { env, navigate, log, cookies };
}

export { seriousAxeViolations } from '@hearth/ui/testing';
