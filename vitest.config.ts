import { fileURLToPath } from 'node:url';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const PREACT_TESTS = 'packages/*/src/**/*.preact.test.{ts,tsx}';

/**
 * Unit and story tests: happy-dom, workspace sources through the `hearth-source` condition.
 * Two projects: `react` (React 19, what npm users get) and `preact` (`*.preact.test.tsx`: React
 * aliased to preact/compat as in the script-tag build, scripts/build-islands.mjs).
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['hearth-source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'react',
          include: ['packages/*/src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}', 'examples/*/src/**/*.test.ts'],
          exclude: [PREACT_TESTS],
        },
      },
      {
        extends: true,
        resolve: {
          alias: [
            { find: /^react$/, replacement: 'preact/compat' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
            {
              find: /^use-sync-external-store\/shim$/,
              replacement: fileURLToPath(new URL('packages/islands/src/use-sync-external-store-preact.ts', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'preact',
          include: [PREACT_TESTS],
          // inlined so the aliases above reach their own imports of react
          server: { deps: { inline: ['swr'] } },
        },
      },
    ],
  },
});
