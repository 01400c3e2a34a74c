import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Unit and story tests: happy-dom, workspace sources through the `hearth-source` condition. */
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['hearth-source', ...defaultClientConditions] },
  // `// @vitest-environment node` files resolve through the server conditions
  ssr: { resolve: { conditions: ['hearth-source', ...defaultServerConditions] } },
  test: {
    environment: 'happy-dom',
    include: ['packages/*/src/**/*.test.{ts,tsx}', 'stories/**/*.test.{ts,tsx}', 'examples/*/src/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    restoreMocks: true,
  },
});
