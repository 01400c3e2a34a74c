import { describe, expect, it, vi } from 'vitest';
import { createIdentityProvider } from './identity-provider';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createIdentityProvider', () => {
  it('posts {username, password} as JSON to the endpoint and reads the session token', async () => {
    const fetch = vi.fn(async () => json({ status: 'SUCCESS', sessionToken: 'st-1' }));
    const idp = createIdentityProvider({ endpoint: '/idp/authn', fetch });
    await expect(idp.signIn({ username: 'a@b.co', password: 'pw' })).resolves.toEqual({
      ok: true,
      sessionToken: 'st-1',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/idp/authn');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'a@b.co', password: 'pw' });
  });

  it('sends the anti-forgery token to a same-origin endpoint only [ref: script-tag#calls]', async () => {
    const page = {
      location: { href: 'http://shop.test/account', origin: 'http://shop.test' },
      document: { querySelector: () => ({ value: 'af-9' }) } as unknown as Document,
    };
    const headersFor = async (endpoint: string) => {
      const fetch = vi.fn(async () => json({ sessionToken: 's' }));
      await createIdentityProvider({ endpoint, fetch, ...page }).signIn({ username: 'a', password: 'b' });
      return (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    };
    expect((await headersFor('/api/idp/authn'))['RequestVerificationToken']).toBe('af-9');
    expect((await headersFor('http://shop.test/api/idp/authn'))['RequestVerificationToken']).toBe('af-9');
    expect(await headersFor('https://login.idp.test/api/v1/authn')).not.toHaveProperty('RequestVerificationToken');
  });

  it('reads the error code and summary', async () => {
    const idp = createIdentityProvider({
      endpoint: '/idp',
      fetch: async () => json({ errorCode: 'E0000004', errorSummary: 'Authentication failed' }, 401),
    });
    await expect(idp.signIn({ username: 'a', password: 'b' })).resolves.toEqual({
      ok: false,
      code: 'E0000004',
      summary: 'Authentication failed',
    });
  });

  it.each([
    ['no endpoint', undefined, async () => json({})],
    ['network failure', '/idp', async () => Promise.reject(new TypeError('Failed to fetch'))],
    ['HTML answer', '/idp', async () => new Response('<html>', { status: 502 })],
    ['2xx without token', '/idp', async () => json({ status: 'MFA_REQUIRED' })],
    ['error without code', '/idp', async () => json({ message: 'x' }, 500)],
  ])('%s → unavailable', async (_name, endpoint, fetch) => {
    const idp = createIdentityProvider({ endpoint, fetch: fetch as typeof globalThis.fetch });
    await expect(idp.signIn({ username: 'a', password: 'b' })).resolves.toEqual({ ok: false, code: 'unavailable' });
  });

  it('no answer within timeoutMs (30 000 ms by default) is unavailable, and the request is aborted', async () => {
    const timers: { callback: () => void; ms: number }[] = [];
    let seen: AbortSignal | undefined;
    // A provider that never answers, as fetch does until its signal aborts.
    const fetch = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          seen = init?.signal ?? undefined;
          seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const idp = createIdentityProvider({
      endpoint: '/idp',
      fetch: fetch as typeof globalThis.fetch,
      setTimeout: (callback, ms) => timers.push({ callback, ms }),
      clearTimeout: () => {},
    });
    const result = idp.signIn({ username: 'a', password: 'b' });
    await Promise.resolve();
    expect(timers.map((t) => t.ms)).toEqual([30_000]);
    expect(seen?.aborted).toBe(false);
    timers[0]!.callback();
    await expect(result).resolves.toEqual({ ok: false, code: 'unavailable' });
    expect(seen?.aborted).toBe(true);
  });

  it('a body that stalls after the headers is cut off by the timeout too', async () => {
    const timers: (() => void)[] = [];
    const fetch = async (_url: RequestInfo | URL, init?: RequestInit) => {
      const body = new ReadableStream({
        start(controller) {
          init?.signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
        },
      });
      return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
    };
    const idp = createIdentityProvider({
      endpoint: '/idp',
      fetch,
      timeoutMs: 5,
      setTimeout: (callback) => timers.push(callback),
      clearTimeout: () => {},
    });
    const result = idp.signIn({ username: 'a', password: 'b' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    timers[0]!();
    await expect(result).resolves.toEqual({ ok: false, code: 'unavailable' });
  });

  it('clears its timer once answered', async () => {
    const cleared: unknown[] = [];
    const idp = createIdentityProvider({
      endpoint: '/idp',
      fetch: async () => json({ sessionToken: 's' }),
      setTimeout: () => 'timer-1',
      clearTimeout: (id) => cleared.push(id),
    });
    await expect(idp.signIn({ username: 'a', password: 'b' })).resolves.toEqual({ ok: true, sessionToken: 's' });
    expect(cleared).toEqual(['timer-1']);
  });
});
