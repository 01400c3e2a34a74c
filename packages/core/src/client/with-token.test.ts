import { describe, expect, it } from 'vitest';
import { createClient } from './create-client';
import { fakeEnv, headersOf, pageWithToken } from '../testing/fake-client-env';

describe('anti-forgery token', () => {
  it('is sent as header RequestVerificationToken (exact name) on same-origin calls', async () => {
    const { env, fetch } = fakeEnv();
    await createClient(env).post('placeOrder', {});
    const headers = headersOf(fetch);
    expect(Object.keys(headers)).toContain('RequestVerificationToken');
    expect(headers['RequestVerificationToken']).toBe('page-token');
  });

  it.each([
    ['a relative path', '/cart/remove', true],
    ['an absolute URL on the page origin', 'https://shop.example/cart/remove', true],
    ['another host', 'https://recs.example/widget', false],
    ['a protocol-relative URL to another host', '//evil.example/steal', false],
    ['another port', 'https://shop.example:8443/cart/remove', false],
    ['another scheme', 'http://shop.example/cart/remove', false],
  ])('for %s is %s', async (_, path, sent) => {
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
