/**
 * Answer fuzzing for every call through the client: every call exported by a
 * `calls.ts`, generated answers valid and hostile. No renderer: it runs once, in the `logic`
 * project; the islands' side is answers.fuzz.test.ts.
 */
import { createClient, type FetchLike, type HearthClient } from '@hearth/core';
import { describe, expect, it } from 'vitest';
import { setupDemoBackend } from './environment';
import { checkClientAnswer, fuzzCallThroughClient } from './answers-check';
import { fuzzFailure, fuzzTimeout } from './settings';
import { loadCalls } from './islands';

setupDemoBackend();
const calls = await loadCalls();

describe.each(calls.map((found) => [found.call.name, found] as const))('call %s through the client', (_, found) => {
  it(
    'resolves only with answers its schema accepts, else rejects with a HearthCallError',
    async () => {
      const details = await fuzzCallThroughClient(found);
      expect(details.failed, details.failed ? fuzzFailure(details) : '').toBe(false);
    },
    fuzzTimeout(120_000),
  );
});

it(
  'a 30 MB answer to any call is read or refused, never a hang or a crash',
  async () => {
    const huge = { status: 200, text: JSON.stringify({ isSuccess: true, padding: 'x'.repeat(30 * 1024 * 1024) }) };
    for (const found of calls) await checkClientAnswer(found.call, huge);
  },
  fuzzTimeout(120_000),
);

describe('the harness finds a seeded defect', () => {
  it('a client without the reset check fails the property', async () => {
    const found = calls.find(({ call }) => call.name === 'getCartJsx')!;
    // The same client with the IsReset/isReset check removed: its reset middleware is skipped.
    const withoutResetCheck = (fetch: FetchLike): HearthClient => {
      const client = createClient({
        fetch,
        location: { href: 'https://shop.example/', origin: 'https://shop.example' },
        config: () => ({ site: 'US', brand: 'main', endpoints: { [found.call.name]: '/fuzz' }, features: {} }) as never,
      });
      return {
        ...client,
        send: async (call, options) => {
          try {
            return await client.send(call, options);
          } catch (error) {
            if ((error as { kind?: string }).kind === 'reset') return {} as never;
            throw error;
          }
        },
      };
    };
    await expect(
      checkClientAnswer(
        found.call,
        { status: 200, text: '{"IsReset":true}', raw: { IsReset: true } },
        withoutResetCheck,
      ),
    ).rejects.toThrow(/IsReset/);
    const details = await fuzzCallThroughClient(found, { makeClient: withoutResetCheck, record: false });
    expect(details.failed).toBe(true);
  });
});
