/**
 * Answer fuzzing for every island that makes calls, on both renderers: every
 * `island.ts`, fed generated answers (valid and hostile) to the calls of its package while a
 * shopper presses and types. The calls alone, through the client: calls.fuzz.test.ts.
 */
import { getConfig } from '@hearth/core';
import { describe, expect, it } from 'vitest';
import { setupDemoBackend } from './environment';
import { fuzzIslandAnswers } from './answers-check';
import { fuzzFailure } from './settings';
import { ISLAND_FOLDERS, loadCalls, loadIsland } from './islands';

const server = setupDemoBackend();
const calls = await loadCalls();

describe.each(ISLAND_FOLDERS)('%s: answers into the island', (folder) => {
  it('holds with every answer valid or hostile while a shopper presses and types', async () => {
    const island = await loadIsland(folder);
    const details = await fuzzIslandAnswers(island, calls, server, getConfig().endpoints);
    expect(details.failed, details.failed ? fuzzFailure(details) : '').toBe(false);
  }, 300_000);
});
