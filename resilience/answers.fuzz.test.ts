/**
 * Answer fuzzing for every call and every island that makes calls (issue 16). Enrolled by
 * pattern: every call exported by a `calls.ts`, every `island.ts`.
 */
import { createClient, getConfig, type FetchLike, type HearthClient } from '@hearth/core';
import { describe, expect, it } from 'vitest';
import { setupDemoBackend } from './environment';
import { checkClientAnswer, fuzzCallThroughClient, fuzzIslandAnswers } from './answers-check';
import { ISLAND_FOLDERS, loadCalls, loadIsland } from './islands';

const server = setupDemoBackend();
const calls = await loadCalls();

const failure = (details: { seed: number; counterexample: unknown; errorInstance: unknown }) =>
  `seed ${details.seed}: ${String(details.errorInstance)}\ncase: ${JSON.stringify(details.counterexample)?.slice(0, 600)}`;

describe.each(calls.map((found) => [found.call.name, found] as const))('call %s through the client', (_, found) => {
  it('resolves only with answers its schema accepts, else rejects with a HearthCallError', async () => {
    const details = await fuzzCallThroughClient(found);
    expect(details.failed, details.failed ? failure(details) : '').toBe(false);
  }, 120_000);
});

it('a 30 MB answer to any call is read or refused, never a hang or a crash', async () => {
  const huge = { status: 200, text: JSON.stringify({ isSuccess: true, padding: 'x'.repeat(30 * 1024 * 1024) }) };
  for (const found of calls) await checkClientAnswer(found.call, huge);
}, 120_000);

describe.each(ISLAND_FOLDERS)('%s: answers into the island', (folder) => {
  it('holds with every answer valid or hostile while a shopper presses and types', async () => {
    const island = await loadIsland(folder);
    const details = await fuzzIslandAnswers(island, calls, server, getConfig().endpoints);
    expect(details.failed, details.failed ? failure(details) : '').toBe(false);
  }, 300_000);
});

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
    await expect(checkClientAnswer(found.call, { status: 200, text: '{"IsReset":true}', raw: { IsReset: true } }, withoutResetCheck)).rejects.toThrow(/IsReset/);
    const details = await fuzzCallThroughClient(found, { makeClient: withoutResetCheck, record: false });
    expect(details.failed).toBe(true);
  });
});
