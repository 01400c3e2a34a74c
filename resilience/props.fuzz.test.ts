/**
 * Props fuzzing for every island: props generated from the island's schema and against
 * it, through the runtime, as a server page would send them. Enrolled by pattern: every
 * `packages/<package>/src/<island>/island.ts`.
 */
import { describe, expect, it } from 'vitest';
import { any } from 'superstruct';
import { defineIsland } from '@hearth/core';
import { setupDemoBackend } from './environment';
import { ISLAND_FOLDERS, loadIsland } from './islands';
import { fuzzIslandProps } from './props-check';
import { fuzzFailure, fuzzTimeout } from './settings';

setupDemoBackend();

describe.each(ISLAND_FOLDERS)('%s: props fuzzing', (folder) => {
  it(
    'holds for generated props: valid ones mount, invalid ones keep the server HTML with one error naming the field',
    async () => {
      const island = await loadIsland(folder);
      const details = await fuzzIslandProps(island);
      expect(details.failed, details.failed ? fuzzFailure(details) : '').toBe(false);
    },
    fuzzTimeout(120_000),
  );
});

describe('the harness finds a seeded defect', () => {
  it('an island whose props check lets everything through fails the property', async () => {
    const island = await loadIsland('packages/cart/src/cart-count');
    const unchecked = defineIsland({ name: island.name, schema: any(), component: () => null });
    const details = await fuzzIslandProps({ ...island, module: unchecked }, { record: false });
    expect(details.failed).toBe(true);
    expect(String(details.errorInstance)).toMatch(/invalid props were not refused/);
  });
});
