import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const conditions = ['hearth-source', ...defaultServerConditions];

/**
 * Browser tests: the example site's pages in Debian Chromium through playwright-core
 * (`examples/site/test/*.e2e.ts`). One fork, one file at a time: each file drives its own
 * Chromium and the machine has two cores. The global setup serves the already-built
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
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
