// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ANTI_FORGERY_HEADER,
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
  });

  it('goes through the fault wrapper', async () => {
    setFault('*', 'reset');
    for (const call of CALLS) {
      const r = await api(concrete(call.path), call.method === 'GET' ? {} : { method: 'POST', body: {} });
      expect(r.json, call.name).toEqual({ IsReset: true });
    }
  });

  it('covers every DEMO_ENDPOINTS and SPEC_ENDPOINTS entry', () => {
    const paths = new Set(CALLS.map((c) => c.path.replace('/:sku', '')));
    for (const [name, path] of [...Object.entries(DEMO_ENDPOINTS), ...Object.entries(SPEC_ENDPOINTS)]) {
      expect(paths.has(path), name).toBe(true);
    }
    expect(new Set(CALLS.map((c) => c.name)).size).toBeGreaterThanOrEqual(120);
  });

  it('is documented in the README call table', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    // a table cell holding the call's name, however the formatter pads the columns
    const cells = new Set([...readme.matchAll(/^\|\s*`([^`]+)`\s*\|/gm)].map((m) => m[1]));
    for (const call of CALLS) expect(cells.has(call.name), call.name).toBe(true);
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
