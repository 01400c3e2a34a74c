import { afterEach, describe, expect, it, vi } from 'vitest';
import { HearthCallError, isCallError } from './call-error';
import { number, string, type } from 'superstruct';
import { createClient } from './create-client';
import { defineCall } from './define-call';
import { answer, fakeEnv, hangingFetch, initOf } from '../testing/fake-client-env';

async function failure(promise: Promise<unknown>): Promise<HearthCallError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HearthCallError)) throw new Error(`expected a HearthCallError, got ${String(error)}`);
  return error;
}

describe('createClient: requests', () => {
  it('GETs JSON from the page origin with the query encoded', async () => {
    const { env, fetch } = fakeEnv();
    await createClient(env).get('freeSwatchesFilteredResults', {
      query: { sort: 'new', page: 2, features: ['a', 'b'] },
    });
    expect(fetch.mock.calls[0]?.[0]).toBe(
      'https://shop.example/free-swatches/get-filtered-results?sort=new&page=2&features=a&features=b',
    );
    const init = initOf(fetch);
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(init.headers).toMatchObject({ Accept: 'application/json' });
    expect(init.headers).not.toHaveProperty('Content-Type');
    expect(init.body).toBeUndefined();
  });

  it('adds path segments to the configured path (quick-ship data URL plus /{sku}) [ref: core#calls]', async () => {
    const { env, fetch } = fakeEnv({ endpoints: { quickShip: '/api/quick-ship' } });
    await createClient(env).send(defineCall({ name: 'quickShip', method: 'GET' }), {
      segments: ['410100'],
      cache: 'no-cache',
    });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://shop.example/api/quick-ship/410100');
    expect(initOf(fetch)).toMatchObject({ cache: 'no-cache' });
  });

  it('POSTs a JSON body with Content-Type application/json', async () => {
    const { env, fetch } = fakeEnv();
    await createClient(env).post('placeOrder', { adata: 'p1' });
    expect(fetch.mock.calls[0]?.[0]).toBe('https://shop.example/ReactCheckout/PlaceOrder');
    const init = initOf(fetch);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"adata":"p1"}' });
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('POSTs no body when none is given (empty body) [ref: core#calls]', async () => {
    const { env, fetch } = fakeEnv();
    await createClient(env).post('removeNlaItems');
    expect(initOf(fetch).body).toBeUndefined();
  });

  it('rejects a configured path that is no URL as config, naming the call', async () => {
    const { env, fetch } = fakeEnv({ endpoints: { refreshCheckout: 'https://[' } });
    const error = await failure(createClient(env).get('refreshCheckout'));
    expect(error).toMatchObject({ kind: 'config', message: 'The path of call "refreshCheckout" is not a valid URL.' });
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('passes the cache mode', async () => {
    const { env, fetch } = fakeEnv({ endpoints: { favoritesSkus: '/favorites/skus' } });
    await createClient(env).get('favoritesSkus', { cache: 'no-cache' });
    expect(initOf(fetch).cache).toBe('no-cache');
  });

  it('resolves names through the config first, then the path a call declares', async () => {
    const { env, fetch } = fakeEnv({ endpoints: { placeOrder: '/v2/place', removeItem: '/cart/remove' } });
    const client = createClient(env);
    const placeOrder = defineCall({ name: 'placeOrder', method: 'POST', path: '/ReactCheckout/PlaceOrder' });
    const refresh = defineCall({ name: 'refreshCheckout', method: 'GET', path: '/ReactCheckout/RefreshCheckout' });
    expect(client.resolve(placeOrder)).toBe('/v2/place');
    expect(client.resolve(refresh)).toBe('/ReactCheckout/RefreshCheckout');
    await client.post('removeItem', {});
    expect(fetch.mock.calls[0]?.[0]).toBe('https://shop.example/cart/remove');
    await client.send(refresh);
    expect(fetch.mock.calls[1]?.[0]).toBe('https://shop.example/ReactCheckout/RefreshCheckout');
    expect(initOf(fetch, 1).method).toBe('GET');
  });

  it('send: a declared call brings its method, body and answer schema', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ total: 'x' }));
    const call = defineCall({ name: 'placeOrder', method: 'POST', answer: type({ total: number() }) });
    const error = await failure(createClient(env).send(call, { body: { a: 1 } }));
    expect(initOf(fetch).body).toBe('{"a":1}');
    expect(error).toMatchObject({ kind: 'schema', call: 'placeOrder', field: 'total' });
  });

  it('reads the config at call time', async () => {
    let config = { endpoints: { removeItem: '/a' } } as never;
    const { env } = fakeEnv({}, { config: () => config });
    const client = createClient(env);
    expect(client.resolve('removeItem')).toBe('/a');
    config = { endpoints: { removeItem: '/b' } } as never;
    expect(client.resolve('removeItem')).toBe('/b');
  });

  it('rejects an unknown call name with a config error, sending nothing', async () => {
    const { env, fetch } = fakeEnv();
    const client = createClient(env);
    const error = await failure(client.post('saveForLater', {}));
    expect(error).toMatchObject({ kind: 'config', call: 'saveForLater' });
    expect(error.message).toContain('saveForLater');
    expect(fetch).not.toHaveBeenCalled();
    expect(() => client.resolve('saveForLater')).toThrow(HearthCallError);
  });
});

describe('createClient: answers', () => {
  it('resolves the parsed JSON', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ isSuccess: true, orderSummary: { total: 1 } }));
    await expect(createClient(env).post('validateCart', {})).resolves.toEqual({
      isSuccess: true,
      orderSummary: { total: 1 },
    });
  });

  it.each([
    ['204 No Content', answer('', 204)],
    ['an empty 200', answer('', 200)],
    ['a blank 200', answer(' \n', 200)],
  ])('resolves undefined for %s', async (_, response) => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(response);
    await expect(createClient(env).post('removeNlaItems')).resolves.toBeUndefined();
  });

  it.each([400, 404, 500, 503, 504])('rejects status %i as http with "Status: %i" in the message', async (status) => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ message: 'nope' }, status));
    const error = await failure(createClient(env).post('validateCart', {}));
    expect(error).toMatchObject({ kind: 'http', status, call: 'validateCart' });
    expect(error.message).toContain(`Status: ${status}`);
  });

  it('rejects invalid JSON as schema, naming the call', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer('<html>login</html>'));
    const error = await failure(createClient(env).get('refreshCheckout'));
    expect(error.kind).toBe('schema');
    expect(error.message).toContain('refreshCheckout');
  });

  it('rejects a network failure as network, keeping the message', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await failure(createClient(env).post('placeOrder', {}));
    expect(error).toMatchObject({ kind: 'network', message: 'Failed to fetch', call: 'placeOrder' });
  });
});

describe("createClient: answerFormat 'text' ([ref: core#calls] GET /browse/popup answers HTML)", () => {
  const popup = defineCall({
    name: 'popup',
    method: 'GET',
    path: '/browse/popup',
    answer: string(),
    answerFormat: 'text',
  });
  const HTML = '<h2>Free Design Services</h2><p>Book an appointment.</p>';

  it('resolves the body as it came, asking for text/html', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer(HTML));
    await expect(createClient(env).get(popup, { query: { popupName: 'DesignServices' } })).resolves.toBe(HTML);
    expect(fetch.mock.calls[0]?.[0]).toBe('https://shop.example/browse/popup?popupName=DesignServices');
    expect(initOf(fetch)).toMatchObject({ method: 'GET', credentials: 'same-origin' });
    expect(initOf(fetch).headers).toMatchObject({ Accept: 'text/html' });
  });

  it('resolves an empty body as an empty string (not undefined)', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer(''));
    await expect(createClient(env).send(popup)).resolves.toBe('');
  });

  it('keeps the anti-forgery token to the page origin', async () => {
    const { env, fetch } = fakeEnv({ endpoints: { popup: 'https://cdn.example/browse/popup' } });
    fetch.mockResolvedValue(answer(HTML));
    await createClient(env).get(popup);
    expect(initOf(fetch).headers).not.toHaveProperty('RequestVerificationToken');
    const local = fakeEnv();
    local.fetch.mockResolvedValue(answer(HTML));
    await createClient(local.env).get(popup);
    expect(initOf(local.fetch).headers).toMatchObject({ RequestVerificationToken: 'page-token' });
  });

  it('still rejects a failed status as http and a hung answer as timeout', async () => {
    const { env, fetch, timers } = fakeEnv();
    fetch.mockResolvedValueOnce(answer('<p>Content is not available.</p>', 404));
    expect(await failure(createClient(env).get(popup))).toMatchObject({ kind: 'http', status: 404, call: 'popup' });
    fetch.mockImplementationOnce(hangingFetch);
    const call = createClient(env).get(popup, { timeoutMs: 5000 });
    await Promise.resolve();
    timers.at(-1)?.callback();
    await expect(call).rejects.toMatchObject({ kind: 'timeout', call: 'popup' });
  });

  it('still rejects an answer flagged IsReset as reset (the session ended: the server answers its JSON flag)', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer({ IsReset: true }));
    expect(await failure(createClient(env).get(popup))).toMatchObject({ kind: 'reset', message: 'IsReset' });
    fetch.mockResolvedValueOnce(answer('{"isReset":true'));
    await expect(createClient(env).get(popup)).resolves.toBe('{"isReset":true');
  });

  it('leaves JSON calls parsing JSON', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer(HTML));
    expect((await failure(createClient(env).get('refreshCheckout'))).kind).toBe('schema');
    expect(initOf(fetch).headers).toMatchObject({ Accept: 'application/json' });
  });
});

describe('createClient: nothing sent reaches the console', () => {
  afterEach(() => vi.restoreAllMocks());

  const CARD = '4111111111111111';

  it.each([
    ['network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['http', () => Promise.resolve(answer('', 500))],
    ['schema', () => Promise.resolve(answer('{bad'))],
    ['reset', () => Promise.resolve(answer({ IsReset: true }))],
  ])('on a %s failure', async (kind, respond) => {
    const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => {}),
    );
    const { env, fetch } = fakeEnv({ features: { retry: true } });
    fetch.mockImplementation(respond);
    const error = await failure(
      createClient(env).post('applyGiftCardTender', { cardNumber: CARD, cardPin: '1234' }, { retry: true }),
    );
    expect(error.kind).toBe(kind);
    for (const spy of spies) expect(spy).not.toHaveBeenCalled();
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(CARD);
  });
});

describe('isCallError', () => {
  it.each([
    [new HearthCallError('abort', 'x', 'm'), undefined, true],
    [new HearthCallError('abort', 'x', 'm'), 'abort', true],
    [new HearthCallError('http', 'x', 'm', { status: 500 }), 'abort', false],
    [new Error('m'), undefined, false],
    ['abort', undefined, false],
  ] as const)('%#', (error, kind, expected) => {
    expect(isCallError(error, kind)).toBe(expected);
  });
});
