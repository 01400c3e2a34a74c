import { describe, expect, it, vi } from 'vitest';
import { createClient } from './create-client';
import { fakeEnv, headersOf, pageWithToken } from '../testing/fake-client-env';

/** Where a call may go, and whether the token goes with it: the page's origin only. */
const DESTINATIONS: ReadonlyArray<[string, string, boolean]> = [
  ['a relative path', '/cart/remove', true],
  ['an absolute URL on the page origin', 'https://shop.example/cart/remove', true],
  ['another host', 'https://recs.example/widget', false],
  ['a protocol-relative URL to another host', '//evil.example/steal', false],
  ['another port', 'https://shop.example:8443/cart/remove', false],
  ['another scheme', 'http://shop.example/cart/remove', false],
];

describe('anti-forgery token', () => {
  it('is sent as header RequestVerificationToken (exact name) on same-origin calls', async () => {
    const { env, fetch } = fakeEnv();
    await createClient(env).post('placeOrder', {});
    const headers = headersOf(fetch);
    expect(Object.keys(headers)).toContain('RequestVerificationToken');
    expect(headers['RequestVerificationToken']).toBe('page-token');
  });

  it.each(DESTINATIONS)('for %s is %s', async (_, path, sent) => {
    const { env, fetch } = fakeEnv({ endpoints: { removeItem: path } });
    await createClient(env).post('removeItem', {});
    if (sent) expect(headersOf(fetch)).toHaveProperty('RequestVerificationToken', 'page-token');
    else expect(headersOf(fetch)).not.toHaveProperty('RequestVerificationToken');
  });

  it('is read from the page at call time', async () => {
    const doc = pageWithToken('first');
    const { env, fetch } = fakeEnv({}, { document: doc });
    const client = createClient(env);
    await client.get('refreshCheckout');
    doc.querySelector('input')!.value = 'second';
    await client.get('refreshCheckout');
    expect(headersOf(fetch, 0)['RequestVerificationToken']).toBe('first');
    expect(headersOf(fetch, 1)['RequestVerificationToken']).toBe('second');
  });

  it.each([
    ['no token input', pageWithToken(undefined)],
    ['an empty token', pageWithToken('')],
    ['no document', undefined],
  ])('is left out with %s', async (_, doc) => {
    const { env, fetch } = fakeEnv({}, { document: doc });
    await createClient(env).post('placeOrder', {});
    expect(headersOf(fetch)).not.toHaveProperty('RequestVerificationToken');
  });
});

describe('the token from the configuration (npm apps: setConfig({ antiForgeryToken }))', () => {
  it.each(DESTINATIONS)('a string is sent for %s: %s', async (_, path, sent) => {
    const { env, fetch } = fakeEnv(
      { antiForgeryToken: 'config-token', endpoints: { removeItem: path } },
      { document: pageWithToken(undefined) },
    );
    await createClient(env).post('removeItem', {});
    if (sent) expect(headersOf(fetch)).toHaveProperty('RequestVerificationToken', 'config-token');
    else expect(headersOf(fetch)).not.toHaveProperty('RequestVerificationToken');
  });

  it('a getter is called at each same-origin call, never for another origin, and its answer sent', async () => {
    let current = 'first';
    const getter = vi.fn(() => current);
    const { env, fetch } = fakeEnv(
      { antiForgeryToken: getter, endpoints: { removeItem: 'https://recs.example/widget' } },
      { document: undefined },
    );
    const client = createClient(env);
    await client.post('placeOrder', {});
    current = 'second';
    await client.post('placeOrder', {});
    await client.post('removeItem', {});
    expect(headersOf(fetch, 0)['RequestVerificationToken']).toBe('first');
    expect(headersOf(fetch, 1)['RequestVerificationToken']).toBe('second');
    expect(headersOf(fetch, 2)).not.toHaveProperty('RequestVerificationToken');
    expect(getter).toHaveBeenCalledTimes(2);
  });

  it("wins over the page's input; an empty or throwing getter falls back to the input", async () => {
    const sent = async (antiForgeryToken: string | (() => string | undefined)) => {
      const { env, fetch } = fakeEnv({ antiForgeryToken });
      await createClient(env).post('placeOrder', {});
      return headersOf(fetch)['RequestVerificationToken'];
    };
    expect(await sent('config-token')).toBe('config-token');
    expect(await sent(() => 'from-getter')).toBe('from-getter');
    expect(await sent(() => '')).toBe('page-token');
    expect(await sent(() => undefined)).toBe('page-token');
    expect(
      await sent(() => {
        throw new Error('no cookie');
      }),
    ).toBe('page-token');
  });

  it('stays quiet about a missing token when the configuration gives one', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await createClient(fakeEnv({ antiForgeryToken: 't' }, { document: pageWithToken(undefined) }).env).post(
      'placeOrder',
      {},
    );
    expect(error).not.toHaveBeenCalled();
  });
});

describe('a page with no anti-forgery token', () => {
  const NO_TOKEN =
    /^hearth: POST "placeOrder" is sent with no anti-forgery token, so the server will likely refuse it: set antiForgeryToken \(setConfig or #hearth-config\) or give the page an input\[name="__RequestVerificationToken"\] with a value\.$/;

  it('says what to do without naming a document the reader does not have', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await createClient(fakeEnv({}, { document: pageWithToken(undefined) }).env).post('placeOrder', {});
    expect(String(error.mock.calls[0]?.[0])).not.toMatch(/CONTRACT|§/);
  });

  it.each([
    ['no token input', undefined],
    ['an empty token', ''],
  ])(
    'with %s: an unsafe same-origin call logs one console.error, once per page, and still goes out',
    async (_, token) => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { env, fetch } = fakeEnv({}, { document: pageWithToken(token) });
      const client = createClient(env);
      await client.post('placeOrder', {});
      await client.post('validateCart', {});
      await createClient(env).post('placeOrder', {}); // another client on the same page
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(NO_TOKEN);
    },
  );

  it('logs again on another page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await createClient(fakeEnv({}, { document: pageWithToken('') }).env).post('placeOrder', {});
    await createClient(fakeEnv({}, { document: pageWithToken('') }).env).post('placeOrder', {});
    expect(error).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a GET', (env: ReturnType<typeof fakeEnv>['env']) => createClient(env).get('refreshCheckout')],
    ['a POST to another origin', (env: ReturnType<typeof fakeEnv>['env']) => createClient(env).post('removeItem', {})],
  ])('stays quiet for %s', async (_, call) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { env, fetch } = fakeEnv(
      { endpoints: { removeItem: 'https://recs.example/widget' } },
      { document: pageWithToken(undefined) },
    );
    await call(env);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('stays quiet when the page has a token, or when there is no page at all', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await createClient(fakeEnv().env).post('placeOrder', {});
    await createClient(fakeEnv({}, { document: undefined }).env).post('placeOrder', {});
    expect(error).not.toHaveBeenCalled();
  });
});
