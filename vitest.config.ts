import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and story tests: happy-dom, workspace sources through the `hearth-source` condition. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['hearth-source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}', 'examples/*/src/**/*.test.ts', 'resilience/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
