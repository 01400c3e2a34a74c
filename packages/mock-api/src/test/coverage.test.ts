// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ANTI_FORGERY_HEADER,
  CALL_LIST,
  CALLS,
  checkToken,
  DEMO_ENDPOINTS,
  demoConfig,
  issueToken,
  setFault,
  SPEC_ENDPOINTS,
  getProduct,
  demoProducts,
} from '../index';
import { api, setupMockServer } from './harness';

setupMockServer();

function concrete(path: string): string {
  return path.replace(':sku', '410100');
}

describe('every documented call', () => {
  it('has a handler that answers (no 5xx, nothing unhandled)', async () => {
    for (const call of CALLS) {
      const method = call.method === 'GET' ? 'GET' : 'POST';
      const r = await api(concrete(call.path), method === 'GET' ? {} : { method, body: {} });
      expect(r.status, `${call.name} ${call.path}`).toBeLessThan(500);
    }
    // every call of the list, one after another (127): over 5 s on a loaded machine
  }, 20_000);

  it('goes through the fault wrapper', async () => {
    setFault('*', 'reset');
    for (const call of CALLS) {
      const r = await api(concrete(call.path), call.method === 'GET' ? {} : { method: 'POST', body: {} });
      expect(r.json, call.name).toEqual({ IsReset: true });
    }
  }, 20_000);

  it('is in DEMO_ENDPOINTS (a path of the demo) or SPEC_ENDPOINTS (the reference’s), without the segment the client appends', () => {
    const endpoints: Record<string, string> = { ...DEMO_ENDPOINTS, ...SPEC_ENDPOINTS };
    for (const [name, entry] of Object.entries(CALL_LIST))
      expect(entry.path.startsWith(endpoints[name] ?? '-'), name).toBe(true);
    expect(Object.keys(endpoints)).toHaveLength(Object.keys(CALL_LIST).length);
    expect(DEMO_ENDPOINTS.quickShip).toBe('/api/demo/quick-ship');
    expect(Object.values(DEMO_ENDPOINTS).every((path) => path.startsWith('/api/demo/'))).toBe(true);
    expect(Object.values(SPEC_ENDPOINTS).some((path) => path.startsWith('/api/demo/'))).toBe(false);
    expect(new Set(CALLS.map((c) => c.name)).size).toBeGreaterThanOrEqual(120);
  });
});

describe('anti-forgery helpers', () => {
  it('issues one token per session and checks it', () => {
    expect(ANTI_FORGERY_HEADER).toBe('RequestVerificationToken');
    const a = issueToken('a');
    expect(issueToken('a')).toBe(a);
    expect(issueToken('b')).not.toBe(a);
    expect(checkToken('a', a)).toBe(true);
    expect(checkToken('b', a)).toBe(false);
    expect(checkToken('a', '')).toBe(false);
    expect(checkToken('never', undefined)).toBe(false);
  });
});

describe('demoConfig', () => {
  it('builds the #hearth-config object', () => {
    const config = demoConfig('CA', 'cb2');
    expect(config).toMatchObject({
      site: 'CA',
      brand: 'cb2',
      endpoints: DEMO_ENDPOINTS,
      features: { retry: true },
      helpPhone: { US: expect.any(String), CA: expect.any(String) },
    });
    expect(demoConfig()).toMatchObject({ site: 'US', brand: 'main' });
  });
});

describe('catalogue accessors', () => {
  it('finds products by sku and by special-order variant sku', () => {
    expect(getProduct('410100')?.name).toBe('Lounge Sofa');
    expect(getProduct('410111')?.sku).toBe('410100');
    expect(getProduct('nope')).toBeUndefined();
    expect(demoProducts.some((p) => p.category === 'giftcard')).toBe(true);
  });
});
