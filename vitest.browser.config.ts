import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import HeavyFirstSequencer from './scripts/heavy-first-sequencer';

const conditions = ['hearth-source', ...defaultServerConditions];

/**
 * Browser tests: the example site's pages in Debian Chromium through playwright-core
 * (`examples/site/test/*.e2e.ts`). Two files at a time, each driving its own Chromium against
 * the one site server (the demo backend keeps state and faults per session cookie, so files do
 * not see each other's carts); the fault walk, the longest file, overlaps the rest. The
 * global setup serves the already-built
 * script (`npm run build` first) and hands the site URL to the tests.
 */
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  // the global setup imports the site server (and @hearth/mock-api sources) through vitest's
  // own `__vitest__` environment, which does not inherit `ssr.resolve`
  environments: { __vitest__: { resolve: { conditions } } },
  test: {
    environment: 'node',
    include: ['examples/site/test/**/*.e2e.ts'],
    globalSetup: ['examples/site/test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    sequence: { sequencer: HeavyFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // an outcome the page reaches after a call: vitest's 1 s default is short for two Chromiums
    // sharing two cores (a walk's 'reset' answer was drawn after more than a second in CI)
    expect: { poll: { timeout: 10_000, interval: 100 } },
  },
});
