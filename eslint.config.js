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
 * - `@hearth/mock-api` (the demo backend) is imported only by tests: `*.test.ts(x)` files and a
 *   package's `src/testing/` helpers, never by code that ships.
 *
 * The feature list is read from `packages/`, so a new package is checked without editing this.
 */
import { readdirSync } from 'node:fs';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const LAYERS = ['core', 'ui', 'commerce', 'mock-api', 'islands'];
const packages = readdirSync(new URL('./packages', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const features = packages.filter((name) => !LAYERS.includes(name));

const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/src/testing/**'];
const mockApi = {
  group: ['@hearth/mock-api', '@hearth/mock-api/*'],
  message: 'The demo backend is for tests only: import it from *.test.ts(x) or src/testing/.',
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
      rules: { 'no-restricted-imports': ['error', { patterns: [hearth(forbidden, message), mockApi] }] },
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
  // (mock-api has its own rule above: tests may import it)
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
);
