import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/parse-config';
import { resetConfig, setConfig } from '../config/config-store';
import { answer, fakeEnv } from '../testing/fake-client-env';
import { createClient } from './create-client';
import { getClient, setClient } from './default-client';
import { defineCall } from './define-call';
import { resetSlipCheck } from './config-check';
import { checkConfigKeys, configChecked, configuredEndpoint, enrollCall } from './endpoint-names';
import { lazyClient } from './lazy-client';

/** Until the check (a macrotask after the call, then its module's import) has run. */
const tick = configChecked;

describe("the page's endpoints keys", () => {
  afterEach(() => {
    resetConfig();
    resetSlipCheck();
    setClient(undefined);
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
    document.body.innerHTML = '';
  });

  const refreshCheckout = defineCall({
    name: 'refreshCheckout',
    method: 'GET',
    path: '/ReactCheckout/RefreshCheckout',
  });
  defineCall({ name: 'addItem', method: 'POST' });

  it('a slip for a call of the page is one console warning naming the nearest call, once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    setConfig({
      // what a page may write: the checkout README once spelled it RefreshCheckout
      endpoints: { RefreshCheckout: '/x', addItme: '/cart/add', addItem: '/cart/add' } as never,
    });
    await getClient().send(refreshCheckout);
    await tick();
    await getClient().send(refreshCheckout);
    await tick();
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'hearth: endpoints.RefreshCheckout names no call of this page; the nearest is "refreshCheckout" (names are case-sensitive). It is ignored.',
      'hearth: endpoints.addItme names no call of this page; the nearest is "addItem". It is ignored.',
    ]);
  });

  it("leaves alone a call of the page's own, and keys far from every call", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    setConfig({ endpoints: { subscribe: '/newsletter', refreshCheckout: '/r' } as never });
    await getClient().post('subscribe', {});
    await getClient().send(refreshCheckout);
    await tick();
    expect(warn).not.toHaveBeenCalled();
  });

  it('checks again when a call is enrolled later (an island loaded after the first call)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    setConfig({ endpoints: { quickShipAvailabilty: '/q' } as never });
    await getClient().send(refreshCheckout);
    await tick();
    expect(warn).not.toHaveBeenCalled();
    const later = defineCall({ name: 'quickShipAvailability', method: 'GET', path: '/q' });
    await getClient().send(later);
    await tick();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('the nearest is "quickShipAvailability"');
  });

  it('a name read from endpoints directly is enrolled too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    setConfig({ endpoints: { identityProvidr: '/idp' } as never });
    expect(configuredEndpoint('identityProvider' as never, { identityProvidr: '/idp' })).toBeUndefined();
    await getClient().send(refreshCheckout);
    await tick();
    expect(String(warn.mock.calls[0]?.[0])).toContain('endpoints.identityProvidr');
  });

  it('a name the lazy client resolves before the client loads is enrolled too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    setConfig({ endpoints: { removeSavedItm: '/r', removeSavedItem: '/cart/saved/remove' } as never });
    expect(lazyClient().resolve('removeSavedItem')).toBe('/cart/saved/remove');
    await getClient().send(refreshCheckout);
    await tick();
    expect(String(warn.mock.calls[0]?.[0])).toContain('the nearest is "removeSavedItem"');
  });

  it("is not made for a configuration the caller passes in (a client of the app's own, tests)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { env } = fakeEnv({ endpoints: { RefreshCheckout: '/x' } as never });
    await createClient(env).send(refreshCheckout);
    await tick();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a top-level setting that is a slip for a field is one warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    setConfig({ endpoint: { addItem: '/cart/add' }, deliveryData: {}, payPal: {} });
    await getClient().send(refreshCheckout);
    await tick();
    expect(warn.mock.calls).toEqual([
      ['hearth: the setting "endpoint" is no field; the nearest is "endpoints". No island reads it.'],
    ]);
  });

  it('loads no check where there is nothing to look at: no endpoints, or only calls of the page, and known settings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(() => import('./config-check'));
    enrollCall('addItem');
    checkConfigKeys(parseConfig({ site: 'CA', siteName: 'Hearth' }), load);
    await tick();
    checkConfigKeys(parseConfig({ endpoints: { addItem: '/cart/add' } }), load);
    await tick();
    expect(load).not.toHaveBeenCalled();
    checkConfigKeys(parseConfig({ endpoints: { addItem: '/cart/add', addItme: '/cart/add' } }), load);
    await tick();
    expect(load).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls).toEqual([
      ['hearth: endpoints.addItme names no call of this page; the nearest is "addItem". It is ignored.'],
    ]);
  });

  it('warns of nothing on a script-tag page whose #hearth-config has no endpoints', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    document.body.innerHTML = '<script type="application/json" id="hearth-config">{"site":"CA"}</script>';
    resetConfig();
    await getClient().send(refreshCheckout);
    await getClient().post('/cart/add', {});
    // nothing to look at: the check's code is not even loaded
    expect(await tick()).toBe(false);
    expect(warn).not.toHaveBeenCalled();
  });

  it('is not made in a production build: nothing is enrolled or checked', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    setConfig({ endpoints: { RefreshCheckout: '/x', sendGiftCrd: '/g' } as never });
    defineCall({ name: 'sendGiftCard', method: 'POST' });
    await getClient().send(refreshCheckout);
    await tick();
    expect(warn).not.toHaveBeenCalled();
    vi.unstubAllEnvs();
    await getClient().send(refreshCheckout);
    await tick();
    // back in development, the slip for the call defined in production is no slip: it was not enrolled
    expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
      'hearth: endpoints.RefreshCheckout names no call of this page; the nearest is "refreshCheckout" (names are case-sensitive). It is ignored.',
    ]);
  });

  it('a name the client is asked for by name is a call of the page: its endpoints key is no slip', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    // 'addItems' is a letter off the defined 'addItem', but the page calls it by that name
    setConfig({ endpoints: { addItems: '/cart/add-many' } as never });
    await getClient().post('addItems', {});
    await tick();
    expect(warn).not.toHaveBeenCalled();
  });

  it('names read from endpoints directly or resolved lazily in a production build are not enrolled', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    vi.stubEnv('NODE_ENV', 'production');
    setConfig({ endpoints: { wishlistShare: '/w' } as never });
    expect(configuredEndpoint('giftCardBalance' as never, {})).toBeUndefined();
    expect(lazyClient().resolve('wishlistShare')).toBe('/w');
    vi.unstubAllEnvs();
    // in development again: a letter off each is far from every call enrolled, so no slip
    setConfig({ endpoints: { giftCardBalanse: '/g', wishlistShar: '/w' } as never });
    await getClient().send(refreshCheckout);
    await tick();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a key of four letters two off a call is no slip (short names allow one letter)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer({})),
    );
    defineCall({ name: 'zqrt', method: 'GET', path: '/z' });
    setConfig({ endpoints: { zqab: '/z' } as never });
    await getClient().send(refreshCheckout);
    await tick();
    expect(warn).not.toHaveBeenCalled();
  });

  it('configuredEndpoint gives the configured path; an empty one or none is undefined', () => {
    expect(configuredEndpoint('identityProvider' as never, { identityProvider: '/idp' })).toBe('/idp');
    expect(configuredEndpoint('identityProvider' as never, { identityProvider: '' })).toBeUndefined();
    expect(configuredEndpoint('identityProvider' as never, {})).toBeUndefined();
  });

  it('configChecked says whether the check loaded its code: false with none scheduled or a chunk that fails', async () => {
    expect(await configChecked()).toBe(false);
    checkConfigKeys(parseConfig({ endpoints: { notACallOfAnyPage: '/x' } as never }));
    expect(await configChecked()).toBe(true);
    checkConfigKeys(parseConfig({ endpoints: { alsoNotACallOfAnyPage: '/x' } as never }), () =>
      Promise.reject(new Error('chunk failed')),
    );
    expect(await configChecked()).toBe(false);
  });
});
