import { describe, expect, it } from 'vitest';
import { createClient } from './create-client';
import { fakeEnv, hangingFetch } from '../testing/fake-client-env';

describe('timeout', () => {
  it('rejects as timeout after 30000 ms by default', async () => {
    const { env, fetch, timers } = fakeEnv();
    fetch.mockImplementation(hangingFetch);
    const call = createClient(env).get('refreshCheckout');
    await Promise.resolve();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(30_000);
    timers[0]?.callback();
    await expect(call).rejects.toMatchObject({ kind: 'timeout', call: 'refreshCheckout' });
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

describe('abort', () => {
  it('rejects as abort when the signal aborts in flight', async () => {
    const { env, fetch, timers } = fakeEnv();
    fetch.mockImplementation(hangingFetch);
    const controller = new AbortController();
    const call = createClient(env).get('refreshCheckout', { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    await expect(call).rejects.toMatchObject({ kind: 'abort', call: 'refreshCheckout' });
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
