import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '../config/parse-config';
import { answer, hangingFetch } from '../testing/fake-client-env';
import { createClient } from './create-client';

describe('completeEnv: the browser timers when none are given', () => {
  afterEach(() => vi.useRealTimers());

  it('times a call out on the page clock, and clears the timer of a call answered', async () => {
    vi.useFakeTimers();
    const config = () => parseConfig({ endpoints: { refreshCheckout: '/r' } as never });
    const hung = createClient({ fetch: hangingFetch, config })
      .get('refreshCheckout', { timeoutMs: 5000 })
      .catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(hung).resolves.toMatchObject({ kind: 'timeout' });
    await createClient({ fetch: async () => answer({}), config }).get('refreshCheckout', { timeoutMs: 5000 });
    expect(vi.getTimerCount()).toBe(0);
  });
});
