import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig, setConfig } from '../config/config-store';
import { createClient } from './create-client';
import { getClient, setClient } from './default-client';
import { answer } from '../testing/fake-client-env';

describe('default client', () => {
  afterEach(() => {
    setClient(undefined);
    resetConfig();
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('is one shared instance, replaceable and restorable', () => {
    const first = getClient();
    expect(getClient()).toBe(first);
    const custom = createClient({ fetch: vi.fn() });
    setClient(custom);
    expect(getClient()).toBe(custom);
    setClient(undefined);
    expect(getClient()).not.toBe(custom);
  });

  it('uses the global fetch (looked up at call time), document, location and config', async () => {
    const client = getClient();
    const fetch = vi.fn(async () => answer({ ok: 1 }));
    vi.stubGlobal('fetch', fetch);
    setConfig({ endpoints: { removeItem: '/cart/remove' } });
    document.body.innerHTML = '<input type="hidden" name="__RequestVerificationToken" value="global-token">';
    await expect(client.post('removeItem', { id: 1 })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(new URL('/cart/remove', location.href).href);
    expect(init.headers).toMatchObject({ RequestVerificationToken: 'global-token' });
  });

  it("sends setConfig's antiForgeryToken to the page's origin only (an npm app with no hidden input)", async () => {
    const fetch = vi.fn(async () => answer({ ok: 1 }));
    vi.stubGlobal('fetch', fetch);
    setConfig({
      antiForgeryToken: () => 'app-token',
      endpoints: { removeItem: '/cart/remove', getEdd: 'https://elsewhere.example/edd' },
    });
    await getClient().post('removeItem', {});
    await getClient().post('getEdd', {});
    const headers = fetch.mock.calls.map((call) => (call as unknown as [string, RequestInit])[1].headers);
    expect(headers[0]).toMatchObject({ RequestVerificationToken: 'app-token' });
    expect(headers[1]).not.toHaveProperty('RequestVerificationToken');
  });
});
