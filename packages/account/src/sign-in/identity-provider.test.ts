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

  it('sends JSON and asks for JSON', async () => {
    const fetch = vi.fn(async () => json({ sessionToken: 's' }));
    await createIdentityProvider({ endpoint: '/idp', fetch }).signIn({ username: 'a', password: 'b' });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(init.credentials).toBe('include');
  });

  it.each([
    ['null', null],
    ['a string', 'sessionToken'],
    ['a number', 7],
    ['an array', [{ sessionToken: 's' }]],
  ])('a 2xx answer of %s is unavailable', async (_name, body) => {
    const idp = createIdentityProvider({ endpoint: '/idp', fetch: async () => json(body) });
    await expect(idp.signIn({ username: 'a', password: 'b' })).resolves.toEqual({ ok: false, code: 'unavailable' });
  });

  it('a blank session token or error code is none, and a blank summary is left out', async () => {
    const answer = (body: unknown, status = 200) =>
      createIdentityProvider({ endpoint: '/idp', fetch: async () => json(body, status) }).signIn({
        username: 'a',
        password: 'b',
      });
    await expect(answer({ sessionToken: '   ' })).resolves.toEqual({ ok: false, code: 'unavailable' });
    await expect(answer({ errorCode: ' ' }, 401)).resolves.toEqual({ ok: false, code: 'unavailable' });
    await expect(answer({ errorCode: 'E0000004', errorSummary: '  ' }, 401)).resolves.toEqual({
      ok: false,
      code: 'E0000004',
      summary: undefined,
    });
  });

  it('a caller that aborted before the attempt gets unavailable, whatever the provider answers', async () => {
    const controller = new AbortController();
    controller.abort();
    let seen: AbortSignal | undefined;
    const idp = createIdentityProvider({
      endpoint: '/idp',
      fetch: async (_url, init) => {
        seen = init?.signal ?? undefined;
        return json({ sessionToken: 's' });
      },
    });
    await expect(idp.signIn({ username: 'a', password: 'b' }, controller.signal)).resolves.toEqual({
      ok: false,
      code: 'unavailable',
    });
    expect(seen?.aborted).toBe(true);
  });

  it("the caller's abort during the attempt aborts the request; after it, it touches nothing", async () => {
    const during = new AbortController();
    let seen: AbortSignal | undefined;
    const idp = createIdentityProvider({
      endpoint: '/idp',
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          seen = init?.signal ?? undefined;
          seen?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    const result = idp.signIn({ username: 'a', password: 'b' }, during.signal);
    await Promise.resolve();
    during.abort();
    await expect(result).resolves.toEqual({ ok: false, code: 'unavailable' });
    expect(seen?.aborted).toBe(true);

    const after = new AbortController();
    const answered = createIdentityProvider({
      endpoint: '/idp',
      fetch: async (_url, init) => {
        seen = init?.signal ?? undefined;
        return json({ sessionToken: 's' });
      },
    });
    await expect(answered.signIn({ username: 'a', password: 'b' }, after.signal)).resolves.toMatchObject({ ok: true });
    after.abort();
    expect(seen?.aborted).toBe(false);
  });

  it.each([0, -1, Number.POSITIVE_INFINITY])('timeoutMs %s sets no timer and clears none', async (timeoutMs) => {
    const setTimeout = vi.fn();
    const clearTimeout = vi.fn();
    const idp = createIdentityProvider({
      endpoint: '/idp',
      fetch: async () => json({ sessionToken: 's' }),
      timeoutMs,
      setTimeout,
      clearTimeout,
    });
    await expect(idp.signIn({ username: 'a', password: 'b' })).resolves.toMatchObject({ ok: true });
    expect(setTimeout).not.toHaveBeenCalled();
    expect(clearTimeout).not.toHaveBeenCalled();
  });

  it("uses the page's own timers unless given others", async () => {
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    const stalled = createIdentityProvider({
      endpoint: '/idp',
      timeoutMs: 5,
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    });
    // the page's setTimeout ends the attempt
    await expect(stalled.signIn({ username: 'a', password: 'b' })).resolves.toEqual({ ok: false, code: 'unavailable' });
    cleared.mockClear();
    const answered = createIdentityProvider({ endpoint: '/idp', fetch: async () => json({ sessionToken: 's' }) });
    await answered.signIn({ username: 'a', password: 'b' });
    // and the page's clearTimeout clears it once answered
    expect(cleared).toHaveBeenCalledTimes(1);
    cleared.mockRestore();
  });
});
