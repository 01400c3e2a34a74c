import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and story tests: happy-dom, workspace sources through the `hearth-source` condition. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['hearth-source', ...defaultClientConditions] },
  // tests in the node environment (`// @vitest-environment node`) resolve through `ssr`: the
  // workspace sources there too, so they never depend on a stale or missing `dist`
  ssr: { resolve: { conditions: ['hearth-source', ...defaultServerConditions] } },
  test: {
    environment: 'happy-dom',
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}', 'examples/*/src/**/*.test.ts', 'resilience/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
