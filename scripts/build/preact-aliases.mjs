/**
 * How the script-tag build puts React code on Preact, in one place: `scripts/build/build-islands.mjs`
 * resolves through {@link preactTarget} (an esbuild plugin), and `vitest.config.ts` gives the same
 * function to the `preact` test project (a vite plugin), so the component and story tests run on
 * exactly what most shoppers get.
 *
 * - Hearth's own `import … from 'react'` gets `packages/islands/src/react-on-preact/index.ts`: the part
 *   of the React API the islands use, on Preact's core and hooks, without preact/compat (one
 *   module, so whatever any island used of it landed in the chunk every page loads), with
 *   React's page-wide `useId`;
 * - swr gets the same layer (with the default export it reads), and so does embla-carousel-react
 *   (the Carousel of @hearth/ui: it only calls useRef, useState, useCallback and useEffect, and on
 *   preact/compat it brought ~4 KB brotli to every page with a carousel); other libraries in
 *   node_modules (floating-ui, Testing Library, Storybook) get preact/compat, which then loads
 *   only with the islands that use them; all share one Preact;
 * - JSX goes to Preact's runtime; swr's CommonJS `use-sync-external-store/shim` to preact/compat's
 *   own hook (bundled as is, it made esbuild wrap preact/compat in CommonJS interop on every page);
 * - what only tests import: `react-dom/test-utils` (Testing Library's and Storybook's `act`
 *   fallback) to Preact's own `preact/test-utils`.
 */
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/** Hearth's `react` in the Preact build. */
export const REACT_ON_PREACT = here('../../packages/islands/src/react-on-preact/index.ts');
const SYNC_STORE_SHIM = here('../../packages/islands/src/use-sync-external-store-preact.ts');
/** The layer with the default export swr reads. */
const REACT_FOR_SWR = here('../../packages/islands/src/react-on-preact/default.ts');

const TARGETS = {
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
  'react-dom/test-utils': 'preact/test-utils',
  'use-sync-external-store/shim': SYNC_STORE_SHIM,
};

/** The module `path`, imported by `importer`, resolves to in the Preact build; `undefined`: unchanged. */
export function preactTarget(path, importer = '') {
  if (path === 'react') {
    if (/[\\/]node_modules[\\/]swr[\\/]/.test(importer)) return REACT_FOR_SWR;
    if (/[\\/]node_modules[\\/]embla-carousel-react[\\/]/.test(importer)) return REACT_ON_PREACT;
    return /[\\/]node_modules[\\/]/.test(importer) ? 'preact/compat' : REACT_ON_PREACT;
  }
  return Object.hasOwn(TARGETS, path) ? TARGETS[path] : undefined;
}

/** Conditions of the Preact build: `hearth-preact` picks the runtime's Preact renderer (`#island-root` in @hearth/core). */
export const PREACT_CONDITIONS = ['hearth-preact', 'hearth-source'];

/** floating-ui's copy of React's namespace, which it reads two hooks of. */
const SAFE_REACT = /const SafeReact = \{\s*\.\.\.React\s*\};/;
const FLOATING_UI = /[\\/]node_modules[\\/]@floating-ui[\\/]react[\\/]dist[\\/][^\\/]+\.mjs$/;
/** The layer's page-wide `useId`. */
const USE_ID = here('../../packages/islands/src/react-on-preact/use-id.ts');

/**
 * floating-ui's `const SafeReact = { ...React }` (so that bundlers building for React 17 do not
 * refuse its `useId` and `useInsertionEffect`) as the object of those it reads: a spread of
 * preact/compat's namespace kept every export of compat, and so every hook and function of
 * Preact, in the chunk every page loads, where no page but floating-ui's popups ran them (about
 * 200 B brotli on every page). Its `useId` is the layer's, unique on the page as React's is
 * (Preact's numbers ids per island, so two islands' popups could share one). A floating-ui whose
 * files spread React otherwise fails the build.
 */
export function narrowSafeReact(code, id) {
  if (!FLOATING_UI.test(id) || !code.includes('...React')) return undefined;
  if (!SAFE_REACT.test(code))
    throw new Error(`preact-aliases: ${id} spreads React otherwise than \`const SafeReact = { ...React }\``);
  const read = [...new Set([...code.matchAll(/SafeReact\.(\w+)/g)].map((match) => match[1]))];
  const fields = read.map((name) => (name === 'useId' ? 'useId: hearthUseId' : `${name}: React.${name}`));
  const narrowed = code.replace(SAFE_REACT, `const SafeReact = { ${fields.join(', ')} };`);
  return read.includes('useId')
    ? `import { useId as hearthUseId } from ${JSON.stringify(USE_ID)};\n${narrowed}`
    : narrowed;
}

/** {@link preactTarget} as a rolldown plugin (the islands' pass of the build, `npm run size:floor`). */
export const reactOnPreactRolldown = {
  name: 'hearth-react-on-preact',
  resolveId(source, importer, options) {
    const target = preactTarget(source, importer);
    if (!target) return null;
    return target.startsWith('/')
      ? target
      : this.resolve(target, here('../../package.json'), { kind: options.kind, skipSelf: true });
  },
  transform(code, id) {
    const narrowed = narrowSafeReact(code, id);
    return narrowed === undefined ? null : { code: narrowed, map: null };
  },
};
