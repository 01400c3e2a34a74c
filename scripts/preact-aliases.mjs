/**
 * How the script-tag build swaps React for Preact, in one place: `scripts/build-islands.mjs`
 * hands {@link PREACT_ALIASES} to esbuild, and `vitest.config.ts` gives the same table to the
 * `preact` test project, so the component and story tests run on the renderer most shoppers get.
 */
import { fileURLToPath } from 'node:url';

/**
 * preact/compat with React's page-wide `useId` (Preact's ids repeat in every island, each
 * being a render root of its own).
 */
const REACT_ON_PREACT = fileURLToPath(new URL('../packages/islands/src/preact-react.ts', import.meta.url));

/** Module → its replacement, as the script-tag build resolves them. */
export const PREACT_ALIASES = Object.freeze({
  react: REACT_ON_PREACT,
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  // swr's CommonJS shim would require('react') and make esbuild wrap preact/compat in CommonJS
  // interop on every page; preact/compat has useSyncExternalStore itself.
  'use-sync-external-store/shim': fileURLToPath(new URL('../packages/islands/src/use-sync-external-store-preact.ts', import.meta.url)),
});

/**
 * {@link PREACT_ALIASES} plus what only tests import: Testing Library and Storybook's portable
 * stories take `act` from `React.act`, else from `react-dom/test-utils`. preact/compat has no
 * `act`, so the second path must reach Preact's own (`preact/test-utils`).
 */
export const PREACT_TEST_ALIASES = Object.freeze({
  ...PREACT_ALIASES,
  'react-dom/test-utils': 'preact/test-utils',
});
