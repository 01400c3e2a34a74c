/**
 * Bundles the server and browser halves of the hydration check for one React version with
 * rolldown: the Hearth packages from their built `dist` (the `import` condition, as an npm user
 * resolves them, never `hearth-source`), React in development mode (its hydration warnings exist
 * only there), and `react`/`react-dom` taken from the version's own folder.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown, type Plugin } from 'rolldown';

/** The React versions checked: 19 (the packages' own) and 18.3 (this workspace's dependency). */
export const REACT_VERSIONS = ['19', '18'] as const;
export type ReactVersion = (typeof REACT_VERSIONS)[number];

const HERE = dirname(fileURLToPath(import.meta.url));
/** The repository's root, where React 19 is installed. */
export const ROOT = join(HERE, '../../..');
/** Where `react` and `react-dom` of each version resolve from. */
const REACT_HOME: Record<ReactVersion, string> = {
  '19': join(ROOT, 'package.json'),
  '18': join(HERE, '../package.json'),
};
/** The mock API is private and has no build: the harness's server data read it from source. */
const MOCK_API = join(ROOT, 'packages/mock-api/src/index.ts');

/**
 * Every `react`, `react-dom` and `react/…` import, from any file (the Hearth packages, swr,
 * floating-ui), resolves from `home`, so one React is bundled and it is the version asked for.
 */
function reactFrom(home: string): Plugin {
  return {
    name: 'hearth-react-version',
    async resolveId(source) {
      if (!/^react(-dom)?(\/|$)/.test(source)) return null;
      return this.resolve(source, home, { skipSelf: true });
    },
  };
}

/**
 * rolldown notes that say nothing here: `'use client'` of swr and of the packages means nothing in
 * a bundle of one app, a lazy part the harness also imports directly stays in its chunk, timings.
 */
const QUIET = new Set(['MODULE_LEVEL_DIRECTIVE', 'INEFFECTIVE_DYNAMIC_IMPORT', 'PLUGIN_TIMINGS']);

/** What {@link bundleHarness} wrote. */
export interface HarnessBundle {
  /** The server half's entry, for `import()` in Node. */
  server: string;
  /** The folder of the browser half: `hydrate.js` (a `<script type="module">`) and its lazy chunks. */
  clientDir: string;
}

/** Bundles `server-entry.tsx` (Node) and `client-entry.tsx` (browser) for `react` into `outDir`/server and /client. */
export async function bundleHarness(
  react: ReactVersion,
  outDir: string,
  { source = false }: { source?: boolean } = {},
): Promise<HarnessBundle> {
  // the sources (`hearth-source`) only while working on a component, to skip `npm run build`
  const first = source ? ['hearth-source'] : [];
  const shared = {
    cwd: ROOT,
    plugins: [reactFrom(REACT_HOME[react])],
    transform: {
      target: 'es2022',
      jsx: { runtime: 'automatic' as const, development: true },
      define: { 'process.env.NODE_ENV': '"development"' },
    },
  };
  const builds = [
    {
      input: join(HERE, 'server-entry.tsx'),
      platform: 'node' as const,
      dir: join(outDir, 'server'),
    },
    { input: join(HERE, 'client-entry.tsx'), platform: 'browser' as const, dir: join(outDir, 'client') },
  ];
  await Promise.all(
    builds.map(async ({ input, platform, dir }) => {
      const bundle = await rolldown({
        ...shared,
        input,
        platform,
        onLog: (level, log, handler) => {
          if (!QUIET.has(log.code ?? '')) handler(level, log);
        },
        resolve: {
          alias: { '@hearth/mock-api': MOCK_API },
          conditionNames: [...first, platform, 'import', 'default'],
        },
      });
      // lazy parts stay chunks of their own in the browser, loaded when first used, as in an app
      await bundle.write({ dir, format: 'esm', entryFileNames: '[name].js' });
      await bundle.close();
    }),
  );
  return { server: join(outDir, 'server/server-entry.js'), clientDir: join(outDir, 'client') };
}
