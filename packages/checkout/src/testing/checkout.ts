/**
 * Test helpers of the checkout (not exported from the package): the demo backend on msw's node
 * server, a log of the calls the checkout made, a demo cart and its checkout data.
 */
import { getClient, getConfig, resetConfig, setClient, setConfig } from '@hearth/core';
import { resetUrlReports } from '@hearth/core/testing';
import {
  checkoutData,
  demoConfig,
  getSession,
  handlers,
  resetMockState,
  seedCartLine,
  type DemoBrand,
  type DemoSite,
} from '@hearth/mock-api';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { CheckoutEnv } from '../checkout/checkout-env';
import { createCheckoutController, type CheckoutControllerOptions } from '../checkout/create-checkout-controller';
import type { StepName } from '../checkout/flow-logic';
import { CHECKOUT_STEP_TABLE } from '../checkout/steps';
import { createFakeAltPay } from '@hearth/example-site/demo-providers';
import { failUnroutedRequest } from '@hearth/mock-api/network-guard';
import type { AltPayMethod } from '../checkout/payment/alt-pay';
import type { NewCard } from '../checkout/payment/payment-actions';
import type { CheckoutData } from '../checkout/shared/schema';

/** One call the checkout made. */
export interface SentCall {
  method: string;
  path: string;
  body: unknown;
}

/** Starts msw over the demo handlers for the test file; returns the calls of the running test. */
export function setupCheckoutServer(
  site: DemoSite = 'US',
  brand: DemoBrand = 'main',
): { calls: SentCall[]; server: SetupServer } {
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
    log.calls.push({ method: request.method, path: new URL(request.url).pathname, body });
  });
  beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
  beforeEach(() => {
    resetMockState();
    resetConfig();
    setClient(undefined);
    // retry off so network faults fail at once (the retry itself is core's, tested there)
    setConfig({ ...demoConfig(site, brand), features: { ...demoConfig(site, brand).features, retry: false } });
    log.calls.length = 0;
    memoryStorage.items.clear();
    resetUrlReports();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return log;
}

/** Calls to a path. */
export const callsTo = (log: { calls: SentCall[] }, path: string) => log.calls.filter((c) => c.path === path);

/** Puts a line in the demo cart. */
export const seedLine = seedCartLine;

/** A demo address the mock's address check accepts (Northbrook, IL). */
export const DEMO_ADDRESS = {
  firstName: 'Jordan',
  lastName: 'Avery',
  address1: '1250 Techny Rd',
  address2: '',
  city: 'Northbrook',
  country: 'USA',
  state: 'IL',
  postalCode: '60062',
  dayPhone: '8472720142',
  emailAddress: 'demo@hearth.test',
};

/** A new card as the card entry hands it over: a Visa the demo approves. */
export const NEW_CARD: NewCard = {
  number: '4111111111111111',
  type: 'Visa',
  expMonth: '08',
  expYear: '2029',
  cvv: '123',
  saveToAccount: false,
};

/** The demo backend's checkout data for the default session, as the server page would send it. */
export function demoCheckoutData(site: DemoSite = 'US'): CheckoutData {
  return checkoutData(getSession(), site) as CheckoutData;
}

/** A session storage of the test (cleared per test by {@link setupCheckoutServer}). */
export const memoryStorage = {
  items: new Map<string, string>(),
  getItem(key: string) {
    return this.items.get(key) ?? null;
  },
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  },
  removeItem(key: string) {
    this.items.delete(key);
  },
};

/** A checkout environment whose navigations and logs are recorded. */
export function testEnv(extra: Partial<CheckoutEnv> = {}) {
  const env = {
    client: getClient(),
    site: () => getConfig().site,
    href: () => 'https://shop.example/checkout/shipping',
    navigate: vi.fn<(url: string) => void>(),
    pushRoute: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
    log: vi.fn<(message: string, detail?: unknown) => void>(),
    scrollToTop: vi.fn<() => void>(),
    sessionStorage: () => memoryStorage,
    altPay: async () => createFakeAltPay(),
    altPayOffers: (_method: AltPayMethod) => true,
  };
  return { ...env, ...extra } as typeof env;
}

/**
 * The checkout's controller over the package's step table, on `step` (by name), with the demo's
 * checkout data unless given (`null`: none, as a page that sent none).
 */
export function testController(
  env: CheckoutEnv,
  step: StepName,
  data: CheckoutData | null = demoCheckoutData(),
  routing: Pick<CheckoutControllerOptions, 'routing' | 'basePath'> = {},
) {
  return createCheckoutController(env, { steps: CHECKOUT_STEP_TABLE, step, data, ...routing });
}

/**
 * A test's checkout on `step` (by name) over a recorded {@link testEnv}, with the demo's checkout data
 * unless given (`null`: none, as a page that sent none): the env, the controller and its state.
 */
export function setupController(step: StepName = 'shipping', data: CheckoutData | null = demoCheckoutData()) {
  const env = testEnv();
  const controller = testController(env, step, data);
  return { env, controller, state: () => controller.store.getState() };
}
