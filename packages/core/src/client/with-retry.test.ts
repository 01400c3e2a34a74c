import { afterEach, describe, expect, it, vi } from 'vitest';
import { HearthCallError, isCallError } from './call-error';
import { createClient } from './create-client';
import { defineCall } from './define-call';
import { answer, fakeEnv } from '../testing/fake-client-env';
import type { CallRequest } from './types';
import { withRetry } from './with-retry';

const URL = 'https://shop.example/ReactCheckout/SaveShippingAddress';
const RETRIED = [`fetch POST ${URL}`, 'sleep 500', `fetch POST ${URL}`, 'sleep 500', `fetch POST ${URL}`];

describe('retry (2 retries, 500 ms apart) [ref: core#calls]', () => {
  afterEach(() => vi.useRealTimers());

  it.each(['Failed to fetch', 'Load failed'])('retries "%s" twice, 500 ms apart, then rejects', async (message) => {
    const { env, fetch, log } = fakeEnv({ features: { retry: true } });
    fetch.mockRejectedValue(new TypeError(message));
    const error = await createClient(env)
      .post('saveShippingAddress', {}, { retry: true })
      .catch((e: unknown) => e);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(log).toEqual(RETRIED);
    expect(isCallError(error, 'network') && error.message).toBe(message);
  });

  it('resolves when a retry succeeds', async () => {
    const { env, fetch } = fakeEnv({ features: { retry: true } });
    fetch
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Load failed'))
      .mockResolvedValueOnce(answer({ isSuccess: true }));
    await expect(createClient(env).post('saveShippingAddress', {}, { retry: true })).resolves.toEqual({
      isSuccess: true,
    });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['the call is not marked retry', { retry: true }, { retry: false }, new TypeError('Failed to fetch')],
    ['the retry feature is off', { retry: false }, { retry: true }, new TypeError('Failed to fetch')],
    ['the retry feature is absent', {}, { retry: true }, new TypeError('Failed to fetch')],
    [
      'the message is another one',
      { retry: true },
      { retry: true },
      new TypeError('NetworkError when attempting to fetch resource.'),
    ],
    [
      'the message only contains it',
      { retry: true },
      { retry: true },
      new TypeError('Failed to fetch dynamically imported module'),
    ],
  ])('does not retry when %s', async (_, features, options, failure) => {
    const { env, fetch, log } = fakeEnv({ features });
    fetch.mockRejectedValue(failure);
    await expect(createClient(env).post('saveShippingAddress', {}, options)).rejects.toMatchObject({ kind: 'network' });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(log).not.toContain('sleep 500');
  });

  it.each([500, 503, 504])('does not retry HTTP status %i', async (status) => {
    const { env, fetch } = fakeEnv({ features: { retry: true } });
    fetch.mockResolvedValue(answer('', status));
    await expect(createClient(env).post('saveShippingAddress', {}, { retry: true })).rejects.toMatchObject({
      kind: 'http',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a reset answer', async () => {
    const { env, fetch } = fakeEnv({ features: { retry: true } });
    fetch.mockResolvedValue(answer({ IsReset: true }));
    await expect(createClient(env).post('validateCart', {})).rejects.toMatchObject({ kind: 'reset' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a call defined with retry', defineCall({ name: 'validateCart', method: 'POST', retry: true }), 3],
    ['a call defined without', defineCall({ name: 'placeOrder', method: 'POST' }), 1],
  ])('follows %s (%i attempts)', async (_, call, attempts) => {
    const { env, fetch } = fakeEnv({ features: { retry: true } });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await createClient(env)
      .send(call)
      .catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(attempts);
  });

  it('never retries a call given by name unless asked', async () => {
    const { env, fetch } = fakeEnv({ features: { retry: true } });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    await createClient(env)
      .post('validateCart', {})
      .catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('stops when the signal aborts during the wait', async () => {
    const controller = new AbortController();
    const { env, fetch } = fakeEnv({ features: { retry: true } }, { sleep: async () => controller.abort() });
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const call = createClient(env).post('validateCart', {}, { signal: controller.signal, retry: true });
    await expect(call).rejects.toMatchObject({ kind: 'abort', message: 'validateCart was aborted.' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('waits 500 ms on the real clock by default', async () => {
    vi.useFakeTimers();
    const { env, fetch } = fakeEnv({ features: { retry: true } });
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer({}));
    const { sleep: _sleep, setTimeout: _set, clearTimeout: _clear, ...rest } = env;
    const call = createClient(rest).post('validateCart', {}, { retry: true });
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await expect(call).resolves.toEqual({});
  });

  it.each([
    ['a plain Error', new Error('Failed to fetch')],
    ['an http error', new HearthCallError('http', 'x', 'Failed to fetch', { status: 503 })],
  ])('retries only network call errors, not %s with the same message', async (_, failure) => {
    const { env } = fakeEnv({ features: { retry: true } });
    const next = vi.fn(() => Promise.reject(failure));
    const request = { call: 'x', retry: true } as CallRequest;
    await expect(withRetry(env)(next)(request)).rejects.toBe(failure);
    expect(next).toHaveBeenCalledTimes(1);
  });
});
