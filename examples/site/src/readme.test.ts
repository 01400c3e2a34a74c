// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validatePhone } from '@hearth/commerce';
import { DEMO_ACCOUNT, DEMO_CERTIFICATES, DEMO_GIFT_CARDS, DEMO_PHONE, DEMO_PROMOS, DEMO_TEST_CARDS } from './mock.js';
import { matchRoute } from './routes.js';

/**
 * The README and docs/ state facts a newcomer relies on; these tests check the facts, never the
 * wording: the demo data exists in the mock API, every link leads somewhere, nothing points
 * outside the repository, and the README stays short.
 */

/** The repository's root. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
/** Folders of what is installed, built or generated, not written here. */
const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-react',
  'storybook-static',
  'coverage',
  '.next', // examples/next's build
  'test-results',
  '__snapshots__',
  'reports', // npm run mutate's reports
  '.stryker-tmp', // and its sandboxes, while it runs
]);
/** Every text file of the repository written by hand, relative to the root. */
function sources(dir = ''): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (SKIP.has(entry.name)) return []; // `.git` is a file in a worktree
    if (entry.isDirectory()) return sources(path);
    return /\.(png|webm|vtt|svg|ico|log)$/.test(entry.name) || entry.name === 'package-lock.json' ? [] : [path];
  });
}
const FILES = sources();
const MARKDOWN = FILES.filter((file) => /\.mdx?$/.test(file));

/** The values written in backticks in the README's table rows. */
function tableValues(markdown: string): string[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
  return rows.flatMap((row) => [...row.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ''));
}

/** Links of a Markdown file outside code blocks: `[text](target)`. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
}

describe('README: the demo data', () => {
  const values = tableValues(README);
  const digits = (value: string) => value.replace(/ /g, '');
  const fundedGiftCard = Object.entries(DEMO_GIFT_CARDS).find(([, card]) => card.balance > 0);

  it('lists only values the mock API knows: account, promo codes, gift cards and PINs, certificates, test cards', () => {
    const known = new Set<string>([
      DEMO_ACCOUNT.email,
      DEMO_ACCOUNT.password,
      ...Object.keys(DEMO_PROMOS),
      ...Object.keys(DEMO_CERTIFICATES),
      ...Object.entries(DEMO_GIFT_CARDS).flatMap(([number, card]) => [number, card.pin]),
      ...DEMO_TEST_CARDS.map((card) => card.number),
      digits(DEMO_PHONE),
    ]);
    // a saved card's security code of zeros: the mock API's VerifyCreditCard refuses it
    const zeros = (value: string) => /^0{3,4}$/.test(value);
    expect(values.length).toBeGreaterThan(10);
    expect(
      values.filter((value) => !zeros(value) && !known.has(/^[\d ]{12,}$/.test(value) ? digits(value) : value)),
    ).toEqual([]);
  });

  it('lists every demo code the mock API accepts', () => {
    const listed = new Set(values.map((value) => (/^[\d ]{12,}$/.test(value) ? digits(value) : value)));
    const wanted = [
      DEMO_ACCOUNT.email,
      DEMO_ACCOUNT.password,
      ...Object.keys(DEMO_PROMOS),
      ...Object.keys(DEMO_CERTIFICATES),
      ...(fundedGiftCard ? [fundedGiftCard[0], fundedGiftCard[1].pin] : ['a funded gift card']),
      ...DEMO_TEST_CARDS.map((card) => card.number),
      digits(DEMO_PHONE),
    ];
    expect(wanted.filter((value) => !listed.has(value))).toEqual([]);
  });

  it('gives a phone number the forms accept (the storefront refuses a 555 exchange)', () => {
    expect(validatePhone(DEMO_PHONE)).toBeNull();
    expect(validatePhone('847 555 0142')).not.toBeNull();
  });
});

describe('README and docs: links and size', () => {
  it('link only files of the repository that exist', () => {
    expect(MARKDOWN.length).toBeGreaterThan(10);
    const broken = MARKDOWN.flatMap((file) =>
      links(readFileSync(join(ROOT, file), 'utf8'))
        .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith('#'))
        .filter((target) => !existsSync(resolve(ROOT, dirname(file), decodeURI(target.split('#')[0] ?? ''))))
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('link only demo pages the demo serves (http://localhost:3000/…)', () => {
    const pages = MARKDOWN.flatMap((file) => links(readFileSync(join(ROOT, file), 'utf8'))).filter((target) =>
      target.startsWith('http://localhost:3000/'),
    );
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) expect(matchRoute(new URL(page).pathname), page).toBeDefined();
  });

  it('keep the README within 8 KB: the rest lives in docs/', () => {
    expect(statSync(join(ROOT, 'README.md')).size).toBeLessThanOrEqual(8 * 1024);
  });

  it('refer to no file outside the repository (a clone has none)', () => {
    const outside = /\.\.\/shared\/[A-Z]|\/work\/|TOOLCHAIN\.md|STYLE\.md|CONTRACT\.md|shared\/spec\//;
    const found = FILES.filter((file) => outside.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
