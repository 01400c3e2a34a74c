/**
 * The built packages as a React Server Component app imports them (docs/npm.md):
 * every entry that exports components or hooks starts with `'use client'`, and
 * `@hearth/core/server` (formatting, validators, schemas, config) is server code that pulls in no
 * React and no client code. Reads `packages/*\/dist`: run `npm run build` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type * as CheckoutFlow from '../packages/checkout/src/flow';

const published = readdirSync('packages').filter(
  (name) => !JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')).private,
);

/** The packages a server-only module may import: plain logic, nothing of React or the browser. */
const SERVER_SAFE_IMPORTS = ['superstruct'];

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

describe.each(published)('@hearth/%s dist', (name) => {
  it("starts its main entry (components and hooks) with 'use client'", () => {
    expect(startsWithUseClient(built(`packages/${name}/dist/index.js`))).toBe(true);
  });
});

describe('@hearth/core/server', () => {
  const entry = 'packages/core/dist/server.js';

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
    const source = (await import('../packages/core/src/server')) as Record<string, unknown>;
    expect(Object.keys(dist).sort()).toEqual(Object.keys(source).sort());
    const { formatCents, validateEmail } = dist as {
      formatCents: (cents: number, site?: string) => string;
      validateEmail: (value: string) => string | undefined;
    };
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(validateEmail('not an email')).toBeTruthy();
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
