import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetConfig, setConfig } from '../config/config-store';
import { currentClient, setClient } from './client-slot';
import { defineCall } from './define-call';
import { lazyClient } from './lazy-client';
import { answer } from '../testing/fake-client-env';

const removeItem = defineCall({ name: 'removeItem', method: 'POST', path: '/cart/remove' });

describe('lazyClient', () => {
  afterEach(() => {
    setClient(undefined);
    resetConfig();
    vi.unstubAllGlobals();
  });

  it("creates no client (nor loads its code) until the first call, then sends through getClient's", async () => {
    const client = lazyClient();
    expect(currentClient()).toBeUndefined();
    const fetch = vi.fn(async () => answer({ isSuccess: true }));
    vi.stubGlobal('fetch', fetch);
    expect(await client.send(removeItem, { body: { lineItemId: 1 } })).toEqual({ isSuccess: true });
    expect(currentClient()).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toMatch(/\/cart\/remove$/);
  });

  it('uses the client setClient gave (tests, Storybook), and resolves a call at once', async () => {
    const send = vi.fn(async () => 'answer');
    setClient({ send, get: vi.fn(), post: vi.fn(), resolve: () => '/given' } as never);
    const client = lazyClient();
    expect(await client.send(removeItem)).toBe('answer');
    expect(client.resolve(removeItem)).toBe('/given');
    setClient(undefined);
    setConfig({ endpoints: { removeItem: '/configured/remove' } });
    expect(client.resolve(removeItem)).toBe('/configured/remove');
    expect(client.resolve('/direct')).toBe('/direct');
    expect(currentClient()).toBeUndefined();
  });
});
