import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PREACT_TEST_ALIASES } from './scripts/preact-aliases.mjs';

/** Tests that render: components, islands and every story. They run on both renderers. */
const RENDERING_TESTS = ['packages/*/src/**/*.test.tsx', 'stories/**/*.test.tsx', 'resilience/**/*.test.ts'];

/**
 * Unit and story tests: happy-dom, workspace sources through the `hearth-source` condition, in
 * three projects so a failure names its renderer:
 *
 * - `logic`: the pure `.test.ts` tests, once (no renderer in them);
 * - `react`: the rendering tests on React 19, as npm users get them;
 * - `preact`: the same tests with React aliased to preact/compat exactly as the script-tag build
 *   does (`scripts/preact-aliases.mjs`), as most shoppers get them.
 */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['hearth-source', ...defaultClientConditions] },
  // `// @vitest-environment node` files resolve through the server conditions
  ssr: { resolve: { conditions: ['hearth-source', ...defaultServerConditions] } },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: { name: 'logic', include: ['packages/*/src/**/*.test.ts', 'examples/*/src/**/*.test.ts', 'scripts/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'react', include: RENDERING_TESTS, env: { HEARTH_RENDERER: 'react' } },
      },
      {
        extends: true,
        resolve: {
          // exact names only: `react` must not also capture `react/jsx-runtime` and friends
          alias: [
            ...Object.entries(PREACT_TEST_ALIASES).map(([name, replacement]) => ({
              find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
              replacement,
            })),
            // its `main` is CommonJS, whose require('react-dom') no alias reaches: take its ES build
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'preact',
          include: RENDERING_TESTS,
          env: { HEARTH_RENDERER: 'preact' },
          // Aliases apply only to modules vite transforms; these libraries import React
          // themselves, so they are inlined to get preact/compat too (one renderer per test).
          server: {
            deps: {
              inline: [
                '@testing-library/react',
                /@storybook\/react/,
                /@floating-ui\/react/,
                'swr',
              ],
            },
          },
        },
      },
    ],
  },
});
