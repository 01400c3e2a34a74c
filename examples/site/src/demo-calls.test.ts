// @vitest-environment node
/// <reference types="vite/client" />
/**
 * The demo store answers every call an island makes. Each call a feature declares (`defineCall` of
 * @hearth/core, exported by a `calls.ts` or `<part>-calls.ts` anywhere under a package's `src/`,
 * directly or in an exported table of calls: enrolled by existing, as in the resilience tests) is
 * sent as the client would send it on the demo store (its path from the demo's `#hearth-config`
 * `endpoints`, else the one it declares; its method) through the demo backend's handlers, and
 * must get an answer: not "no handler", not a 405 or a 5xx.
 */
import { isCallDefinition, resolveEndpoint, type CallDefinition } from '@hearth/core';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS, mockHandlers, siteConfig } from './mock.js';

const ORIGIN = 'http://demo.test';
/** A sku the demo knows, for a call whose client appends one to the path (quick-ship's `/{sku}`). */
const SAMPLE_SEGMENT = '410100';

const callModules = import.meta.glob<Record<string, unknown>>([
  '../../../packages/*/src/**/calls.ts',
  '../../../packages/*/src/**/*-calls.ts',
  '!../../../packages/mock-api/**',
]);

/** A declared call and the file that exports it. */
interface FeatureCall {
  call: CallDefinition;
  file: string;
}

/** Every call the features declare, once per name, method and path. */
async function featureCalls(): Promise<FeatureCall[]> {
  const found = new Map<string, FeatureCall>();
  for (const [path, load] of Object.entries(callModules)) {
    const file = path.replace(/^(\.\.\/)+/, '');
    for (const value of Object.values(await load())) {
      const candidates = isCallDefinition(value)
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value)
          : [];
      for (const call of candidates) {
        if (!isCallDefinition(call)) continue;
        const key = `${call.name} ${call.method} ${call.path ?? ''}`;
        if (!found.has(key)) found.set(key, { call, file });
      }
    }
  }
  return [...found.values()].sort((a, b) => a.call.name.localeCompare(b.call.name));
}

const endpoints = (siteConfig('US', 'main') as { endpoints: Record<string, string> }).endpoints;

/** Why the demo does not answer `call`, or null when it does. */
async function unanswered(call: CallDefinition): Promise<string | null> {
  let path: string;
  try {
    path = resolveEndpoint(call.name, endpoints, call.path);
  } catch {
    return 'no path: the demo config has no endpoint of that name, and the call declares none';
  }
  // the client appends a segment to a path the demo serves as `path/:param`
  const withSegment = CALLS.some((served) => served.path.startsWith(`${path.replace(/\/$/, '')}/:`));
  const url = `${ORIGIN}${path}${withSegment ? `/${SAMPLE_SEGMENT}` : ''}`;
  // a session of its own, so the demo's default one keeps its state
  const headers = { Cookie: 'hearth_session=demo-calls-test', 'Content-Type': 'application/json' };
  const init: RequestInit = call.method === 'GET' ? { headers } : { method: call.method, body: '{}', headers };
  const response = await getResponse([...mockHandlers], new Request(url, init));
  if (!response) return `${call.method} ${path}: no demo handler answers it`;
  // a 404 from a handler is an answer (the popup of an unknown name has no content); a 5xx is not
  if (response.status === 405 || response.status >= 500)
    return `${call.method} ${path}: the demo answers ${response.status}`;
  return null;
}

const calls = await featureCalls();

describe('the demo backend answers every call a feature declares', () => {
  it('finds them in every feature package', () => {
    expect(calls.length).toBeGreaterThan(100);
    expect(new Set(calls.map(({ file }) => file.split('/')[1])).size).toBeGreaterThanOrEqual(6);
  });

  it.each(calls.map((found) => [`${found.call.name} (${found.file})`, found] as const))(
    '%s, by the path and method the client uses on the demo store',
    async (_, { call }) => {
      expect(await unanswered(call)).toBeNull();
    },
  );

  it('finds a call the demo does not know, by name, by path or by method', async () => {
    const answered = CALLS.find((served) => served.method === 'POST')!;
    expect(await unanswered({ name: 'noSuchCall', method: 'POST', retry: false })).toMatch(/^no path/);
    expect(await unanswered({ name: 'x', method: 'GET', path: '/no/such/path', retry: false })).toMatch(
      /no demo handler/,
    );
    expect(await unanswered({ name: 'x', method: 'GET', path: answered.path, retry: false })).toMatch(
      /no demo handler/,
    );
    expect(await unanswered({ name: 'x', method: 'POST', path: answered.path, retry: false })).toBeNull();
  });
});
