import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { assertNoUnroutedRequests, failUnroutedRequest, takeUnroutedRequests } from './network-guard';

/**
 * The guard vitest.setup.ts installs for every unit and fuzz test: a request nothing
 * routes fails the test that made it, naming its URL, and never leaves the process. Each test
 * takes what it noted, else its own afterEach would fail it.
 */
describe('no network in tests', () => {
  // (happy-dom prints each fetch it could not make, with the guard's error: expected here)
  it('a fetch with no msw server listening fails at once and is noted with its URL', async () => {
    await expect(fetch('http://localhost:3000/api/nowhere')).rejects.toThrow();
    expect(takeUnroutedRequests()).toEqual([expect.stringContaining('http://localhost:3000/api/nowhere')]);
  });

  it('a request made with node:http to another host is refused the same way', async () => {
    const failure = await new Promise<Error>((resolve) => {
      const sent = request('http://shop.example.test/api/cart', { agent: false }, () => resolve(new Error('answered')));
      sent.on('error', resolve);
      sent.end();
    });
    expect(failure.message).toBe('no network in tests: http://shop.example.test/api/cart');
    expect(takeUnroutedRequests()).toEqual(['http://shop.example.test/api/cart']);
  });

  it('the check after each test names what was noted, and clears it', async () => {
    await fetch('http://localhost:3000/picture.jpg').catch(() => undefined);
    expect(() => assertNoUnroutedRequests()).toThrow(
      /a test reached for the network: http:\/\/localhost:3000\/picture\.jpg/,
    );
    expect(() => assertNoUnroutedRequests()).not.toThrow();
  });

  it("a test's own server is reachable", async () => {
    const own = createServer((_, res) => res.end('ok'));
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = own.address() as AddressInfo;
      const text = await new Promise<string>((resolve, reject) => {
        const sent = request(`http://127.0.0.1:${port}/`, { agent: false }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += String(chunk)));
          res.on('end', () => resolve(body));
        });
        sent.on('error', reject);
        sent.end();
      });
      expect(text).toBe('ok');
      expect(takeUnroutedRequests()).toEqual([]);
    } finally {
      own.close();
    }
  });
});

describe('with an msw server (failUnroutedRequest)', () => {
  const server = setupServer(http.get('http://localhost:3000/api/known', () => HttpResponse.json({ ok: true })));
  beforeAll(() => server.listen({ onUnhandledRequest: failUnroutedRequest }));
  afterAll(() => server.close());

  it('a routed request is answered; an unrouted one fails and is noted with its method and URL', async () => {
    // msw prints the unrouted request as it refuses it
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await (await fetch('http://localhost:3000/api/known')).json()).toEqual({ ok: true });
    await expect(fetch('http://localhost:3000/api/unknown', { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(takeUnroutedRequests()).toEqual(['POST http://localhost:3000/api/unknown']);
  });
});
