/**
 * ESLint (flat config), run by `npm test` through `npm run lint`: TypeScript rules, the rules of
 * hooks, and the dependency direction of the repo (docs/architecture.md):
 *
 *   core ← ui ← commerce ← feature packages ← islands
 *
 * - core imports no other Hearth package; ui imports only core; commerce (the store's shared
 *   domain) imports only core and ui;
 * - a feature package (every package but core, ui, commerce, mock-api and islands) imports core,
 *   ui and commerce, never another feature: what two features share is store knowledge, so it
 *   moves down to commerce (or, when it knows nothing of the store, to ui or core);
 * - the demo side, `@hearth/mock-api` (the demo backend) and the demo store's own modules
 *   (`@hearth/example-site/demo-providers`: fake payments, the address autocomplete), is imported
 *   by a package only in tests: `*.test.ts(x)` files and a package's `src/testing/` helpers,
 *   never by code that ships;
 * - mock-api itself stands beside the house: it imports core (config, client types, schemas) and
 *   nothing else of Hearth. Not a feature, whose calls it answers: it answers them as the
 *   reference describes them, so a test meets a second reading of the reference, not the feature's
 *   own; not commerce either, for the same reason (commerce is the client's reading of the
 *   store's rules) and because it brings ui and React into a server. Not the demo store, which
 *   stands on it.
 *
 * The feature list is read from `packages/`, so a new package is checked without editing this.
 *
 * And the size a reader can hold, in source code (tests, stories, browser tests and declarations
 * aside): a function of at most 120 lines (blank lines and comments aside), a folder of at most 25
 * source files (`hearth/folder-size`, scripts/checks/folder-size.mjs).
 */
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { MAX_SOURCE_FILES, hearthPlugin } from './scripts/checks/folder-size.mjs';

const LAYERS = ['core', 'ui', 'commerce', 'mock-api', 'islands'];
const packages = readdirSync(new URL('./packages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const features = packages.filter((name) => !LAYERS.includes(name));

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/src/testing/**'];
/** What the size limits leave aside: tests and their helpers, stories, browser tests, declarations. */
const NOT_SOURCE = [
  ...TEST_FILES,
  '**/*.stories.{ts,tsx}',
  '**/*.e2e.ts',
  'examples/*/test/**',
  'resilience/**',
  '**/*.d.{ts,mts}',
];
const DEMO_STORE = ['@hearth/example-*', '@hearth/example-*/*'];
const demoSide = {
  group: ['@hearth/mock-api', '@hearth/mock-api/*', ...DEMO_STORE],
  message: 'The demo backend and the demo store are for tests only: import them from *.test.ts(x) or src/testing/.',
};
const hearth = (names, message) => ({
  group: names.flatMap((name) => [`@hearth/${name}`, `@hearth/${name}/*`]),
  message,
});

/** `no-restricted-imports` for the files of one package. */
function boundary(pkg, forbidden, message) {
  return [
    {
      files: [`packages/${pkg}/src/**/*.{ts,tsx}`],
      ignores: TEST_FILES,
      rules: { 'no-restricted-imports': ['error', { patterns: [hearth(forbidden, message), demoSide] }] },
    },
    {
      files: TEST_FILES.map((pattern) => `packages/${pkg}/${pattern}`),
      rules: { 'no-restricted-imports': ['error', { patterns: [hearth(forbidden, message)] }] },
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-react/**',
      'storybook-static/**',
      '**/node_modules/**',
      '.storybook/public/**',
      'coverage/**',
      '**/.next/**',
      // the declarations build-dts writes while lint may run beside it (npm test's first phase)
      '.tmp/**',
      // npm run mutate: its reports and its sandboxes (a copy of the repository with the mutants in)
      'reports/**',
      '.stryker-tmp/**',
      'scripts/mutation/tsconfig.mutate.json',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // effects under another name: the layout effect that is a plain effect on the server
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useIsomorphicLayoutEffect$' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
      // `interface CheckoutData extends Infer<typeof checkoutDataStruct> {}` gives an inferred
      // schema type a name, which the packages' declarations then use
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: NOT_SOURCE,
    plugins: { hearth: hearthPlugin },
    rules: {
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
      'hearth/folder-size': ['error', { max: MAX_SOURCE_FILES }],
    },
  },
  // (the demo side has its own rule above: tests may import it)
  ...boundary(
    'core',
    packages.filter((name) => !['core', 'mock-api'].includes(name)),
    'core imports no other Hearth package (core ← ui ← commerce ← features ← islands).',
  ),
  ...boundary(
    'ui',
    packages.filter((name) => !['core', 'ui', 'mock-api'].includes(name)),
    'ui imports only core (core ← ui ← commerce ← features ← islands).',
  ),
  ...boundary(
    'commerce',
    packages.filter((name) => !['core', 'ui', 'commerce', 'mock-api'].includes(name)),
    'commerce imports only core and ui (core ← ui ← commerce ← features ← islands).',
  ),
  ...features.flatMap((name) =>
    boundary(
      name,
      [...features.filter((other) => other !== name), 'islands'],
      'A feature never imports another feature: move what both need down to commerce (store knowledge), ui or core.',
    ),
  ),
  // the demo backend, tests and all: core only
  {
    files: ['packages/mock-api/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            hearth(
              packages.filter((name) => !['core', 'mock-api'].includes(name)),
              'mock-api imports only core: it answers the calls as the reference says, never from a feature (or commerce, or ui).',
            ),
            { group: DEMO_STORE, message: 'mock-api imports only core: the demo store stands on it, not under it.' },
          ],
        },
      ],
    },
  },
);
