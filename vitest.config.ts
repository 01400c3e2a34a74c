import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PREACT_CONDITIONS, preactTarget } from './scripts/build/preact-aliases.mjs';
import HeavyFirstSequencer from './scripts/heavy-first-sequencer';

/** React on Preact exactly as the script-tag build resolves it (scripts/build/preact-aliases.mjs). */
const reactOnPreact: Plugin = {
  name: 'hearth-react-on-preact',
  enforce: 'pre',
  async resolveId(source, importer) {
    const target = preactTarget(source, importer);
    if (!target) return null;
    return this.resolve(target, importer, { skipSelf: true });
  },
};

/** Tests that render: components, islands and every story. They run on both renderers. */
const RENDERING_TESTS = ['packages/*/src/**/*.test.tsx', 'stories/**/*.test.tsx', 'resilience/**/*.test.ts'];
/**
 * The rendering projects' files share a module graph and a happy-dom per worker process, as the
 * logic project's do (`isolate: false`): per file, importing React, the packages and happy-dom
 * again was a third of their time (React project, two cores: 196 s → 144 s, 326 s → 225 s of
 * CPU). What a file leaves in the page and in core's stores goes after it (vitest.setup.ts); a
 * file that mocks a module starts from fresh modules (`vi.hoisted(() => vi.resetModules())`).
 */
const RENDERING_POOL = 'forks';
/** Resilience tests with no renderer in them (the calls through the client). */
const RESILIENCE_LOGIC = ['resilience/calls.fuzz.test.ts'];
/**
 * With `HEARTH_NO_FUZZING=1`, no project runs `resilience/`: `npm run mutate:sample` asks for the
 * rules' tests only (a project's own `exclude` replaces the command line's `--exclude`). Else the
 * rendering projects leave out only the client's fuzzing, which is the logic project's.
 */
const NO_FUZZING = Boolean(process.env['HEARTH_NO_FUZZING']);
const RENDERING_EXCLUDE = [...configDefaults.exclude, ...(NO_FUZZING ? ['resilience/**'] : RESILIENCE_LOGIC)];

/**
 * Unit and story tests: happy-dom, workspace sources through the `hearth-source` condition, in
 * three projects so a failure names its renderer:
 *
 * - `logic`: the pure `.test.ts` tests, once (no renderer in them), without isolating files;
 * - `react`: the rendering tests on React 19, as npm users get them;
 * - `preact`: the same tests with React on Preact exactly as the script-tag build puts it
 *   (`scripts/build/preact-aliases.mjs`, and the runtime's Preact renderer), as most shoppers get them.
 */
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['hearth-source', ...defaultClientConditions],
    // the registry the build generates for hearth.js (packages/islands/src/hearth.test.ts)
    alias: { 'hearth:registry': fileURLToPath(new URL('packages/islands/src/testing/registry.ts', import.meta.url)) },
  },
  // `// @vitest-environment node` files resolve through the server conditions
  ssr: { resolve: { conditions: ['hearth-source', ...defaultServerConditions] } },
  test: {
    environment: 'happy-dom',
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
    // under npm test (scripts/test-all.mjs) a failed test runs once more, and one that then passes
    // is listed as flaky (scripts/flaky-reporter.ts); elsewhere (a file while working, Stryker, the
    // mutation sampler) a failure is a failure at once
    ...(process.env['HEARTH_RETRY_FLAKY'] && {
      retry: 1,
      reporters: ['default', ['./scripts/flaky-reporter.ts', { suite: 'unit' }]],
    }),
    // vitest 4 ran one file at a time on this two-core machine: take every core (96 s → 64 s for
    // the React package tests)
    maxWorkers: '100%',
    sequence: { sequencer: HeavyFirstSequencer },
    // as Testing Library's waits (vitest.setup.ts): up to 5 s for an outcome, for a loaded CI machine
    expect: { poll: { timeout: 5000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          include: [
            'packages/*/src/**/*.test.ts',
            'examples/*/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            '.storybook/**/*.test.ts',
            ...(NO_FUZZING ? [] : RESILIENCE_LOGIC),
          ],
          // pure tests reset what they touch: one module graph and one happy-dom per worker
          // (per file, setting them up took five times as long as the tests)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'react',
          include: RENDERING_TESTS,
          pool: RENDERING_POOL,
          isolate: false,
          exclude: RENDERING_EXCLUDE,
          env: { HEARTH_RENDERER: 'react' },
        },
      },
      {
        extends: true,
        plugins: [reactOnPreact],
        resolve: {
          conditions: [...PREACT_CONDITIONS, ...defaultClientConditions],
          alias: [
            // its `main` is CommonJS, whose require('react-dom') no plugin reaches: take its ES build
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'preact',
          include: RENDERING_TESTS,
          pool: RENDERING_POOL,
          isolate: false,
          exclude: RENDERING_EXCLUDE,
          env: { HEARTH_RENDERER: 'preact' },
          // The plugin applies only to modules vite transforms; these libraries import React
          // themselves, so they are inlined to get preact/compat too (one renderer per test).
          server: {
            deps: {
              inline: [
                '@testing-library/react',
                /@storybook\/react/,
                /@floating-ui\/react/,
                'swr',
                'embla-carousel-react',
              ],
            },
          },
        },
      },
    ],
  },
});
