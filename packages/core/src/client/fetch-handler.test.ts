import { describe, expect, it } from 'vitest';
import { createClient } from './create-client';
import { answer, fakeEnv, hangingFetch, initOf } from '../testing/fake-client-env';

describe('timeout', () => {
  it('rejects as timeout after 30000 ms by default', async () => {
    const { env, fetch, timers } = fakeEnv();
    fetch.mockImplementation(hangingFetch);
    const call = createClient(env).get('refreshCheckout');
    await Promise.resolve();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(30_000);
    timers[0]?.callback();
    const error = await call.catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'timeout',
      call: 'refreshCheckout',
      message: 'refreshCheckout timed out after 30000 ms.',
    });
    expect((error as Error).cause).toBeInstanceOf(DOMException);
  });

  it('sets no timer with an infinite timeoutMs', async () => {
    const { env, timers } = fakeEnv();
    await createClient(env).get('refreshCheckout', { timeoutMs: Number.POSITIVE_INFINITY });
    expect(timers).toHaveLength(0);
  });

  it('uses timeoutMs and clears the timer when the answer comes', async () => {
    const { env, timers } = fakeEnv();
    await createClient(env).get('refreshCheckout', { timeoutMs: 5000 });
    expect(timers[0]).toMatchObject({ ms: 5000, cleared: true });
  });

  it('sets no timer with timeoutMs 0', async () => {
    const { env, timers } = fakeEnv();
    await createClient(env).get('refreshCheckout', { timeoutMs: 0 });
    expect(timers).toHaveLength(0);
  });

  it('is not retried', async () => {
    const { env, fetch, timers } = fakeEnv({ features: { retry: true } });
    fetch.mockImplementation(hangingFetch);
    const call = createClient(env).post('validateCart', {});
    await Promise.resolve();
    timers[0]?.callback();
    await expect(call).rejects.toMatchObject({ kind: 'timeout' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('failures', () => {
  it('keeps the network error as the cause, its message verbatim', async () => {
    const { env, fetch } = fakeEnv();
    const failure = new TypeError('Failed to fetch');
    fetch.mockRejectedValueOnce(failure);
    const error = await createClient(env)
      .get('refreshCheckout')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'network', message: 'Failed to fetch' });
    expect((error as Error).cause).toBe(failure);
  });

  it('rejects an answer that is not JSON as schema, field "", with the parse error as cause', async () => {
    const { env, fetch } = fakeEnv();
    fetch.mockResolvedValueOnce(answer('<html>'));
    const error = await createClient(env)
      .get('refreshCheckout')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: 'schema',
      field: '',
      message: 'refreshCheckout: the answer is not valid JSON.',
    });
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it("hands the page's fetch no body and no cache it was not given", async () => {
    const { env, fetch } = fakeEnv();
    await createClient(env).get('refreshCheckout');
    expect(initOf(fetch)).not.toHaveProperty('body');
    expect(initOf(fetch)).not.toHaveProperty('cache');
  });
});

describe('abort', () => {
  it('rejects as abort when the signal aborts in flight', async () => {
    const { env, fetch, timers } = fakeEnv();
    fetch.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const call = createClient(env).get('refreshCheckout', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'abort', call: 'refreshCheckout', message: 'refreshCheckout was aborted.' });
    expect((error as Error).cause).toBeInstanceOf(DOMException);
    expect(timers[0]?.cleared).toBe(true);
  });

  it('sends nothing when the signal has already aborted', async () => {
    const { env, fetch } = fakeEnv();
    const controller = new AbortController();
    controller.abort();
    await expect(createClient(env).get('refreshCheckout', { signal: controller.signal })).rejects.toMatchObject({
      kind: 'abort',
    });
    expect(fetch).not.toHaveBeenCalled();
  });
});
