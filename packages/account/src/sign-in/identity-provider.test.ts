import { describe, expect, it, vi } from 'vitest';
import { createIdentityProvider } from './identity-provider';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('createIdentityProvider', () => {
  it('posts {username, password} as JSON to the endpoint and reads the session token', async () => {
    const fetch = vi.fn(async () => json({ status: 'SUCCESS', sessionToken: 'st-1' }));
    const idp = createIdentityProvider({ endpoint: '/idp/authn', fetch });
    await expect(idp.signIn({ username: 'a@b.co', password: 'pw' })).resolves.toEqual({ ok: true, sessionToken: 'st-1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/idp/authn');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ username: 'a@b.co', password: 'pw' });
  });

  it('sends the anti-forgery token to a same-origin endpoint only (CONTRACT §4)', async () => {
    const page = { location: { href: 'http://shop.test/account', origin: 'http://shop.test' }, document: { querySelector: () => ({ value: 'af-9' }) } as unknown as Document };
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
});
