// @vitest-environment node
/**
 * `npm run size:npm`'s verdict (size-npm-check.mjs): each rule fails the component that breaks
 * it, and only that one.
 */
import { describe, expect, it } from 'vitest';
import { checkNpmSizes, folderOf, type NpmSizeRow, type NpmTargets } from './size-npm-check.mjs';
import { NPM_TARGETS } from './size-npm-targets.mjs';

const targets: NpmTargets = {
  components: { CartCount: { gzip: 5_000 }, CartPage: { brotli: 10_000 }, SanitizedHtml: { gzip: 13_000 }, SignIn: {} },
  sanitizesHtml: ['SanitizedHtml'],
  composes: { SignIn: ['account/forgot-password'] },
  overSource: { ratio: 0.02, bytes: 100 },
  next: { quantitySelector: { gzip: 3_072 }, productPage: { components: [], overVite: 0.1 } },
};
const islands = new Set(['cart/add-to-cart', 'cart/cart-count', 'account/sign-in', 'account/forgot-password']);

const row = (name: string, extra: Partial<NpmSizeRow> = {}): NpmSizeRow => ({
  pkg: 'cart',
  name,
  home: 'cart/cart-count',
  gzip: 2_000,
  brotli: 1_800,
  packages: [],
  modules: ['packages/cart/dist/cart-count/cart-count.js', 'packages/core/dist/state/events.js'],
  source: { gzip: 2_000, brotli: 1_800 },
  ...extra,
});

describe('checkNpmSizes', () => {
  it('passes a component within every rule', () => {
    expect(checkNpmSizes([row('CartCount')], targets, islands)).toEqual([]);
  });

  it('fails a component over its budget, gzip or brotli', () => {
    expect(
      checkNpmSizes([row('CartCount', { gzip: 5_001, source: { gzip: 5_001, brotli: 1_800 } })], targets, islands),
    ).toEqual(['cart/CartCount: 5001 B gzip, over its budget of 5000 B']);
    const page = { home: 'cart/cart', modules: ['packages/cart/dist/cart/cart-page.js'] };
    expect(checkNpmSizes([row('CartPage', { brotli: 10_000, ...page })], targets, islands)).toEqual([]);
    expect(checkNpmSizes([row('CartPage', { brotli: 10_001, ...page })], targets, islands)).toEqual([
      'cart/CartPage: 10001 B brotli, over its budget of 10000 B',
    ]);
  });

  it('fails a component without a budget', () => {
    expect(checkNpmSizes([row('CartDrawer', { gzip: 1 })], targets, islands)).toEqual([
      'cart/CartDrawer: has no budget in scripts/size/size-npm-targets.mjs',
    ]);
  });

  it('fails DOMPurify anywhere but in a component that sanitizes as it renders', () => {
    expect(checkNpmSizes([row('CartCount', { packages: ['clsx', 'dompurify'] })], targets, islands)).toEqual([
      'cart/CartCount: brings DOMPurify, though it sanitizes no HTML when it renders',
    ]);
    const sanitized = row('SanitizedHtml', {
      pkg: 'ui',
      home: 'ui/sanitized-html',
      packages: ['dompurify'],
      modules: ['packages/ui/dist/sanitized-html/sanitize-html.js'],
    });
    expect(checkNpmSizes([sanitized], targets, islands)).toEqual([]);
  });

  it("fails another island's modules, unless the component composes that island", () => {
    const leak = row('CartCount', { modules: [...row('x').modules, 'packages/cart/dist/add-to-cart/schema.js'] });
    expect(checkNpmSizes([leak], targets, islands)).toEqual([
      "cart/CartCount: brings modules of cart/add-to-cart, another island's folder",
    ]);
    const composed = row('SignIn', {
      pkg: 'account',
      home: 'account/sign-in',
      modules: ['packages/account/dist/sign-in/sign-in.js', 'packages/account/dist/forgot-password/dialog.js'],
    });
    expect(checkNpmSizes([composed], targets, islands)).toEqual([]);
  });

  it('fails a dist that brings more than the sources, beyond the tolerance', () => {
    expect(checkNpmSizes([row('CartCount', { gzip: 2_100 })], targets, islands)).toEqual([]);
    expect(checkNpmSizes([row('CartCount', { gzip: 2_101 })], targets, islands)).toEqual([
      'cart/CartCount: 2101 B gzip from the dist, 2000 B from its sources (limit 2100 B)',
    ]);
  });

  it('reads the island folder of a module of the sources or of the dist', () => {
    expect(folderOf('packages/cart/src/add-to-cart/schema.ts')).toBe('cart/add-to-cart');
    expect(folderOf('packages/cart/dist/add-to-cart/schema.js')).toBe('cart/add-to-cart');
    expect(folderOf('packages/cart/dist/index.js')).toBeUndefined();
  });
});

describe('NPM_TARGETS', () => {
  it("holds the lightest components' budgets, and one for each component in gzip bytes", () => {
    for (const budget of Object.values(NPM_TARGETS.components)) expect(budget.gzip).toBeGreaterThan(0);
    expect(NPM_TARGETS.components['QuantitySelector']).toEqual({ gzip: 4 * 1024 });
    expect(NPM_TARGETS.components['CartCount']).toEqual({ gzip: 5 * 1024 });
    expect(NPM_TARGETS.components['AddToCart']).toEqual({ gzip: 15 * 1024 });
  });
});
