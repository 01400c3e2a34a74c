/**
 * The built packages as a React Server Component app imports them (docs/npm.md): each client module (one that uses React or a React library) starts with
 * `'use client'`, the entries that re-export them do not, so a Server Component importing one
 * component gets that component's module as its client boundary, not the whole package; plain
 * code (formatting, validators, schemas) stays server code, and `@hearth/core/server` and
 * `@hearth/commerce/server` (the validators) pull in no React and no client code. Reads `packages/*\/dist`: run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as CheckoutFlow from '../packages/checkout/src/flow';
import { NPM_PACKAGES } from './build/npm-packages.mjs';

const published = readdirSync('packages').filter(
  (name) => !JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')).private,
);

/**
 * The packages a server-only module may import: plain logic, nothing of React or the browser
 * (`@hearth/core/server` is one of the entries checked here: the validators' wording comes from it).
 */
const SERVER_SAFE_IMPORTS = ['superstruct', '@hearth/core/server'];

function built(file: string): string {
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  return readFileSync(file, 'utf8');
}

const startsWithUseClient = (code: string) => /^\s*(['"])use client\1;?/.test(code);

/** `file` and every file it imports by relative path (statically or lazily), with its bare imports. */
function moduleGraph(file: string): { files: Map<string, string>; bare: Set<string> } {
  const files = new Map<string, string>();
  const bare = new Set<string>();
  const visit = (path: string) => {
    if (files.has(path)) return;
    const code = built(path);
    files.set(path, code);
    for (const [, specifier] of code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)) {
      if (specifier!.startsWith('.')) visit(resolve(dirname(path), specifier!));
      else bare.add(specifier!);
    }
  };
  visit(resolve(file));
  return { files, bare };
}

/** Every `.js` file of a package's dist, relative to it. */
function distFiles(name: string): string[] {
  const dist = `packages/${name}/dist`;
  built(`${dist}/index.js`);
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.replaceAll('\\', '/'))
    .sort();
}

/** A static import of React itself (`react`, `react/jsx-runtime`, `react-dom`, …). */
const IMPORTS_REACT = /^import[^;]*?from\s*["']react(?:-dom)?(?:\/[^"']*)?["']/m;

describe.each(published)('@hearth/%s dist', (name) => {
  const files = distFiles(name);
  const entries = (NPM_PACKAGES[name] ?? []).map((entry) => `${entry.split(':')[0]}.js`);

  it("starts every module that uses React with 'use client'", () => {
    const unmarked = files.filter((file) => {
      const code = built(`packages/${name}/dist/${file}`);
      return IMPORTS_REACT.test(code) && !startsWithUseClient(code);
    });
    expect(unmarked).toEqual([]);
  });

  if (name === 'core')
    it("marks HearthConfigProvider's module 'use client' (no React import says so: its directive does)", () => {
      expect(startsWithUseClient(built('packages/core/dist/config/config-provider.js'))).toBe(true);
    });

  it("keeps 'use client' off its entries, which only re-export (the boundary is each component's module)", () => {
    const marked = entries.filter((file) => startsWithUseClient(built(`packages/${name}/dist/${file}`)));
    expect(marked).toEqual([]);
  });
});

describe('one component from a Server Component', () => {
  it("QuantitySelector's module is its client boundary, and it reaches neither DOMPurify, swr, Dialog nor Carousel", () => {
    const entry = 'packages/ui/dist/quantity-selector/quantity-selector.js';
    expect(startsWithUseClient(built(entry))).toBe(true);
    const { files, bare } = moduleGraph(entry);
    const reached = [...files.keys()].map((file) => relative('packages/ui/dist', file));
    expect(reached.filter((file) => /dialog|carousel|sanitize/.test(file))).toEqual([]);
    expect([...bare].filter((specifier) => /dompurify|swr|embla|floating-ui/.test(specifier))).toEqual([]);
  });

  it('plain code is server code: money formatting, validators and schemas carry no directive', () => {
    for (const file of [
      'packages/core/dist/format/format-cents.js',
      'packages/commerce/dist/validation/email.js',
      'packages/core/dist/config/config-schema.js',
      'packages/cart/dist/add-to-cart/props-schema.js',
      'packages/ui/dist/sanitized-html/sanitize-html.js',
    ])
      expect(startsWithUseClient(built(file)), file).toBe(false);
  });
});

/** The server entries: plain logic that a Server Component or a route handler calls itself. */
const SERVER_ENTRIES = [
  {
    name: '@hearth/core/server',
    entry: 'packages/core/dist/server.js',
    source: () => import('../packages/core/src/server'),
    check: (dist: Record<string, unknown>) => {
      const { formatCents, safeUrl } = dist as {
        formatCents: (cents: number, site?: string) => string;
        safeUrl: (url: string) => string | null;
      };
      expect(formatCents(123456)).toBe('$1,234.56');
      expect(safeUrl('javascript:alert(1)')).toBeNull();
    },
  },
  {
    name: '@hearth/commerce/server',
    entry: 'packages/commerce/dist/server.js',
    source: () => import('../packages/commerce/src/server'),
    check: (dist: Record<string, unknown>) => {
      const { validateEmail } = dist as { validateEmail: (value: string) => string | undefined };
      expect(validateEmail('not an email')).toBeTruthy();
      expect(validateEmail('shopper@example.com')).toBeFalsy();
    },
  },
];

describe.each(SERVER_ENTRIES)('$name', ({ entry, source, check }) => {
  it("is server code: no 'use client' in it or in any chunk it imports", () => {
    const { files } = moduleGraph(entry);
    const marked = [...files].filter(([, code]) => startsWithUseClient(code)).map(([path]) => path);
    expect(marked).toEqual([]);
  });

  it('pulls in no React and no client code, only plain logic', () => {
    const { bare } = moduleGraph(entry);
    expect([...bare].filter((specifier) => !SERVER_SAFE_IMPORTS.includes(specifier))).toEqual([]);
  });

  it('runs in Node and offers what its source declares', async () => {
    const dist = (await import(pathToFileURL(join(process.cwd(), entry)).href)) as Record<string, unknown>;
    expect(Object.keys(dist).sort()).toEqual(Object.keys((await source()) as Record<string, unknown>).sort());
    check(dist);
  });
});

describe('@hearth/checkout/flow', () => {
  const entry = 'packages/checkout/dist/flow.js';

  it("is server code that imports nothing: no 'use client', no package", () => {
    const { files, bare } = moduleGraph(entry);
    expect([...files].filter(([, code]) => startsWithUseClient(code)).map(([path]) => path)).toEqual([]);
    expect([...bare]).toEqual([]);
  });

  it('runs in Node: the step of each address a server page answers', async () => {
    const dist = (await import(pathToFileURL(join(process.cwd(), entry)).href)) as typeof CheckoutFlow;
    const source = await import('../packages/checkout/src/flow');
    expect(Object.keys(dist).sort()).toEqual(Object.keys(source).sort());
    expect(dist.stepOfPath('/checkout/ShippingAndGiftOptions')).toBe('shippingAndGiftOptions');
    expect(dist.stepOfPath('/shop/checkout', '/shop/checkout')).toBe('shipping');
    expect(dist.stepNamed('payment').index).toBe(3);
  });
});

describe('development-only checks', () => {
  it("leave process.env.NODE_ENV to the app's bundler, so they drop out of its production build", () => {
    const sources = ['create-client', 'define-call', 'lazy-client', 'endpoint-names'];
    for (const name of sources) {
      expect(readFileSync(`packages/core/src/client/${name}.ts`, 'utf8')).toContain(
        "process.env.NODE_ENV !== 'production'",
      );
      expect(built(`packages/core/dist/client/${name}.js`)).toContain('process.env.NODE_ENV !== "production"');
    }
  });
});
