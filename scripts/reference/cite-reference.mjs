#!/usr/bin/env node
/**
 * Codemod: rewrites the comments that cite documents outside the repository so that they cite
 * the project's own reference (`docs/reference/`, see scripts/reference/reference.mjs for the form), and
 * drops issue numbers (history is in git). Re-runnable and idempotent: a second run changes
 * nothing, and files written after the first run are rewritten the same way.
 *
 *   node scripts/reference/cite-reference.mjs            rewrite every file, then list what needs a person
 *   node scripts/reference/cite-reference.mjs FILE…      only these files
 *   node scripts/reference/cite-reference.mjs --dry-run  change nothing; say what would change
 *   node scripts/reference/cite-reference.mjs --check    the citation test's check, as text
 *
 * The mapping is deterministic: a citation of the specification (its file and section: every
 * file numbers the same sections, 1 what it does … 9 constants) in a source file of an island
 * or package becomes the anchor of that section (`SECTION_ANCHORS`; in a messages.ts, sections
 * 2, 5 and 8 are `#strings`) on the page of that island or package. A file's page comes from its
 * path (`pageOf`: its island folder, else `PAGE_RULES`, else its package or the island its name
 * says). In the shared files of a package with several islands, the island that the line, its
 * comment block or the part of the file (a heading or `// ----` divider) names wins
 * (`ISLAND_WORDS`); in the demo backend, the page whose Calls section names the call. The
 * contract's sections go to docs/script-tag.md, the reference's index and docs/decisions.md
 * (`CONTRACT_ANCHORS`); the style guide to docs/architecture.md#conventions.
 *
 * - In a comment, and in a string of a test or story (its title): `(… §4)` becomes
 *   `[ref: cart#rules]`; `(… §4: text)` and `(text, … §4)` become `(text) [ref: cart#rules]`;
 *   elsewhere in place. Four or more anchors of one page cite the page.
 * - A string that holds only a citation (the demo backend's `spec` of a call) becomes one.
 * - Any other string of shipped code (a console message) loses its citation.
 * - In Markdown, a citation becomes links: `[cart#rules](../docs/reference/cart.md#rules)`.
 * - `(000)` (a whole file) cites the page; `000/002 §7` cites section 7 of both.
 * - Issue numbers: `(issue 24)` goes; `(issue 24: text)` keeps the text.
 *
 * Rewritten files are formatted with Prettier. What it cannot rewrite well is listed at the end
 * (a citation followed by "'s", a section without its document, a file of the specification
 * named in prose, the same citation twice in a line, an issue number in a sentence, a citation
 * dropped from a message): those need a person.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import ts from 'typescript';
import { checkCitations, formatCitation, pageFile, REFERENCE_DIR, relativeLink, sourceFiles } from './reference.mjs';

/** The anchor of each section of the specification, on every page of the reference. */
export const SECTION_ANCHORS = {
  1: 'overview',
  2: 'screens',
  3: 'data',
  4: 'rules',
  5: 'validation',
  6: 'roles',
  7: 'calls',
  8: 'errors',
  9: 'limits',
};

/** Islands, each with its page (`docs/reference/NAME.md`), found in `packages/*\/src/NAME/`. */
export const ISLANDS = [
  'quantity-selector',
  'sign-in',
  'forgot-password',
  'card-entry',
  'add-to-cart',
  'cart-count',
  'cart',
  'checkout',
  'swatch-flyout',
  'configurator',
  'swatch-order',
  'shop-by-fabric',
  'favorites',
  'registry',
  'quick-ship',
  'change-zip',
  'gallery',
  'product-carousel',
  'visualizer',
];

/** Packages with a page of their own; the others' files go to their one island's page. */
export const PACKAGE_PAGES = {
  core: 'core',
  ui: 'ui',
  commerce: 'commerce',
  account: 'account',
  lists: 'lists',
  media: 'media',
  swatches: 'swatches',
  'mock-api': 'mock-api',
  islands: 'core',
  cart: 'cart',
  checkout: 'checkout',
  product: 'configurator',
};

/** The spec file's area where nothing else tells a file's page. */
const BY_SPEC_FILE = { '000': 'cart', '001': 'checkout', '002': 'configurator' };

/**
 * Pages of files outside an island folder, by path (first match). A value is a page, or a map
 * by spec file (`default` for the contract and the rest).
 */
export const PAGE_RULES = [
  // the demo backend: each handler, model and test serves one area
  [
    /^packages\/mock-api\/src\/handlers\/(account)\.ts$/,
    { '000': 'forgot-password', '001': 'sign-in', default: 'account' },
  ],
  [/^packages\/mock-api\/src\/(handlers|catalogue)\/(add-to-cart|pricing|monogram)\.ts$/, 'add-to-cart'],
  [/^packages\/mock-api\/src\/(handlers\/cart(-lines)?|state\/cart-model|test\/cart\.test)\.ts$/, 'cart'],
  [
    /^packages\/mock-api\/src\/(handlers\/(checkout-[a-z]+|store-availability)|state\/checkout-model|test\/checkout\.test|catalogue\/account)\.ts$/,
    'checkout',
  ],
  [/^packages\/mock-api\/src\/catalogue\/(choices|options|special-order)\.ts$/, 'configurator'],
  [/^packages\/mock-api\/src\/handlers\/configurator\.ts$/, 'configurator'],
  [/^packages\/mock-api\/src\/test\/product\.test\.ts$/, { '000': 'cart', default: 'configurator' }],
  [/^packages\/mock-api\/src\/(handlers|catalogue)\/(fabrics|swatch-sample|swatches)\.ts$/, 'swatches'],
  [/^packages\/mock-api\/src\/test\/swatches\.test\.ts$/, 'swatches'],
  [/^packages\/mock-api\/src\/handlers\/(favorites|registry|quick-ship|gallery)\.ts$/, (m) => m[1]],
  [/^packages\/mock-api\/src\/handlers\/zip\.ts$/, 'change-zip'],
  [/^packages\/mock-api\/src\/catalogue\/media\.ts$/, 'media'],
  [
    /^packages\/mock-api\/src\/test\/account\.test\.ts$/,
    { '000': 'forgot-password', '001': 'sign-in', default: 'account' },
  ],
  [/^examples\/site\/src\/demo-providers\/demo-(addresses|autocomplete)/, 'swatch-order'],
  [/^examples\/site\/src\/demo-providers\//, 'checkout'],
  [/^packages\/mock-api\/src\/state\/session\.ts$/, { '000': 'cart', '001': 'checkout', default: 'mock-api' }],
  // the demo store's pages
  [
    /^examples\/site\/src\/pages\/(account|account-home)\.ts$/,
    { '000': 'forgot-password', '001': 'sign-in', default: 'account' },
  ],
  [/^examples\/site\/src\/pages\/(create-account|identity-provider|info-pages|sign-in)\.ts$/, 'sign-in'],
  [/^examples\/site\/src\/pages\/(?:blocks\/)?(add-to-cart|cart-add)\.ts$/, 'add-to-cart'],
  [/^examples\/site\/src\/pages\/(?:blocks\/)?(configurator|special-order)\.ts$/, 'configurator'],
  [/^examples\/site\/src\/pages\/free-swatches(\.test)?\.ts$/, 'shop-by-fabric'],
  [/^examples\/site\/src\/pages\/swatch-order-form\.ts$/, 'swatch-order'],
  [/^examples\/site\/src\/pages\/quantity\.ts$/, 'quantity-selector'],
  [/^examples\/site\/src\/pages\/layout\/(context|islands|layout)\.ts$/, 'core'],
  [/^examples\/site\/src\/(mock|server)\.ts$/, 'mock-api'],
  [/^examples\/site\/public\/legacy\.js$/, 'cart-count'],
  // the demo store's browser tests
  [/^examples\/site\/test\/carousel\.e2e\.ts$/, 'product-carousel'],
  [/^examples\/site\/test\/(fault-walk|helpers|store-journeys|storefront\.e2e|journey-kit)\.ts$/, BY_SPEC_FILE],
  [/^examples\/site\/test\/line-message-popup\.e2e\.ts$/, 'configurator'],
  [/^examples\/site\/test\/quantity\.e2e\.ts$/, 'quantity-selector'],
  [/^examples\/(next|ssr)\//, 'core'],
  [/^(\.storybook|scripts|resilience)\//, 'core'],
];

/**
 * The islands of a package whose page holds several, and the words that name each (most specific
 * first). A line of such a package's shared files (index.ts, messages.ts, README.md, a demo page
 * or test about several) that names exactly one of them cites that island's page; so does a line
 * in a part of the file that a heading or divider naming it opens.
 */
const ISLAND_WORDS = {
  account: [
    ['card-entry', /card[- ]entry|apply new card|new card|onApply|card entity/i],
    ['forgot-password', /reset[- ]password|forgot[- ]?password/i],
    ['sign-in', /sign[- ]?in\b|identity provider|loginwithidp|\/account\/auth/i],
  ],
  cart: [
    ['cart-count', /cart-count|cart count/i],
    ['add-to-cart', /add-to-cart/i],
  ],
  lists: [
    ['favorites', /favorites?\b|\bheart\b|\bboards?\b/i],
    ['registry', /registry|registries/i],
    ['quick-ship', /quick[- ]ship|soonest/i],
    ['change-zip', /change[- ]zip|zip panel/i],
  ],
  media: [
    ['product-carousel', /carousel|people also view|recently viewed|MainPi/i],
    ['visualizer', /visualizer/i],
    ['gallery', /gallery|customer images?/i],
  ],
  swatches: [
    ['swatch-flyout', /flyout/i],
    ['shop-by-fabric', /shop[- ]by[- ]fabric|\/free-swatches(?!\/)/i],
    ['swatch-order', /swatch[- ]order|order form|order free|free swatch|thank-you/i],
  ],
};

/** The package page a multi-island package's files cite when no island is named. */
const MULTI_ISLAND_PAGES = { account: 'account', lists: 'lists', media: 'media', swatches: 'swatches' };

/** The islands of `pkg` that `text` names. */
function islandsNamed(pkg, text) {
  return (ISLAND_WORDS[pkg] ?? []).filter(([, words]) => words.test(text)).map(([island]) => island);
}

/** The one island of `pkg` that `text` names, if exactly one. */
function islandNamed(pkg, text) {
  const named = islandsNamed(pkg, text);
  return named.length === 1 ? named[0] : undefined;
}

/** The contract's sections: where the repository states them. A function picks by the line. */
export const CONTRACT_ANCHORS = {
  1: { page: 'script-tag', anchor: 'the-markup' },
  2: { page: 'script-tag', anchor: 'attributes-and-windowhearth' },
  3: { page: 'script-tag', anchor: 'configuration-hearth-config' },
  4: (line) =>
    /event|cart-updated|analytics/i.test(line)
      ? { page: 'script-tag', anchor: 'events' }
      : { page: 'script-tag', anchor: 'calls' },
  5: { page: 'script-tag', anchor: 'islands' },
  6: (line) =>
    /hand-?off|typed|before (it|the island) mount/i.test(line)
      ? { page: 'script-tag', anchor: 'what-the-shopper-did-in-the-fallback-hand-off' }
      : { page: 'README', anchor: 'every-island' },
  7: { page: 'decisions', anchor: 'departures' },
};

/** The style guide's habits the code cites: docs/architecture.md states them. */
const STYLE_PLACE = { page: 'architecture', anchor: 'conventions' };

const SEC = String.raw`§\s?\d+(?:\.\d+)?(?:\s?[-–]\s?§?\s?\d+(?:\.\d+)?)?`;
const SPEC_FILE = String.raw`(?:00[0-2]|CONTRACT)`;
const JOIN = String.raw`(?:\s*[,;/]\s*|\s+and\s+|\s+or\s+)`;
/**
 * A citation of the specification or the contract: `000 §2, §4-§5; 002 §2-§4`, `CONTRACT §6`,
 * `000/002 §7` (the same section of two files).
 */
const GROUP = String.raw`\b(?:00[0-2]\/)?${SPEC_FILE}\s+${SEC}(?:${JOIN}(?:${SPEC_FILE}\s+)?${SEC})*`;
/** A whole file of the specification, in parentheses: `(000)`, `(000, 001)`. */
const FILES = String.raw`\(00[0-2](?:, 00[0-2])*\)`;
/** A file of the specification named in prose, which only a person can rewrite: `the 002 rules`. */
const PROSE_FILE = /\b00[0-2](?= (?:rules?|has|names|gives|says)\b)|\b(?:unlike|in|of|after) 00[0-2]\b(?![ \t]*§)/;
/** A section named after words that follow a citation: the `§7` of `(001 §3 bopsOptions, §7)`. */
const BARE = String.raw`(?<![\w§])${SEC}`;
/** The style guide, cited by name: `(STYLE: "Pass the environment in")`. */
const STYLE = String.raw`\bSTYLE(?=:|\s*§)`;
const CITE_RE = new RegExp(`${GROUP}|${FILES}|${BARE}|${STYLE}`, 'g');

/** An issue and its part: `issue 23 item 6`, `issue 4 §3`, `issue 5 §2-4, §6`. */
const ISSUE = String.raw`[Ii]ssues? #?\d+(?: (?:items?|finding|§)\s?\d+(?:[-–]\d+)?(?:,\s?§\s?\d+(?:[-–]\d+)?)*)?`;
const ISSUE_RULES = [
  // `// issue 28: text`, `it('issue 28: text'`, `/** Issue 23: text`: the text stays
  [new RegExp(String.raw`(?<=(?:\/\/|\/\*\*|^\s*\*|['"\x60])\s*)${ISSUE}: `, 'gm'), ''],
  // `(issue 24)`: goes, with the space before it
  [new RegExp(String.raw`[ \t]*\((?:see )?${ISSUE}\)`, 'g'), ''],
  // `(issue 24: text)`, `(issue 13; 002 §2)`: the rest stays
  [new RegExp(String.raw`\(${ISSUE}(?:[;,:]| and)\s*`, 'g'), '('],
  // `(text, issue 24)`
  [new RegExp(String.raw`\s*[;,]\s*${ISSUE}(?=\))`, 'g'), ''],
  // `(text, issue 24, text)`
  [new RegExp(String.raw`[;,]\s*${ISSUE}(?=[;,])`, 'g'), ''],
];
const ISSUE_LEFT = new RegExp(ISSUE);

/** A file that needs this codemod. */
const NEEDS = new RegExp(`\\b00[0-2] §|${FILES}|\\bCONTRACT §|${STYLE}|${ISSUE}|${PROSE_FILE.source}`);

/** Test, story and fixture files: their strings are titles and fixtures, not shipped text. */
export function isTestFile(file) {
  return /\.(test|e2e|fuzz|stories)\.[cm]?[jt]sx?$|(^|\/)(test|testing|stories|resilience|\.storybook|scripts)\/|-journeys\.ts$|fault-walk\.ts$/.test(
    file,
  );
}

/** The page of a file for a citation of `spec` ('000', '001', '002' or 'CONTRACT'), by its path. */
export function pageOf(file, spec = 'default') {
  const island = /^packages\/[^/]+\/src\/([^/]+)\//.exec(file)?.[1];
  if (island && ISLANDS.includes(island)) return island;
  for (const [pattern, page] of PAGE_RULES) {
    const match = pattern.exec(file);
    if (!match) continue;
    if (typeof page === 'string') return page;
    if (typeof page === 'function') return page(match);
    return page[spec] ?? page.default ?? BY_SPEC_FILE[spec] ?? 'core';
  }
  const pkg = /^packages\/([^/]+)\//.exec(file)?.[1];
  if (pkg && PACKAGE_PAGES[pkg]) return PACKAGE_PAGES[pkg];
  // a test, story or demo file: the island or package its name says, longest name first
  const names = [...ISLANDS, ...Object.keys(PACKAGE_PAGES)].sort((a, b) => b.length - a.length);
  const named = names.find((name) => new RegExp(`(^|[/.-])${name}([/.-]|$)`).test(file));
  if (named) return ISLANDS.includes(named) ? named : PACKAGE_PAGES[named];
  return BY_SPEC_FILE[spec] ?? 'core';
}

/** The multi-island package whose parts a file is written in, if it is one of its shared files. */
function partsPackage(file) {
  return /^packages\/(account|cart|lists|media|swatches)\/(README\.md|src\/index\.ts|src\/messages\.ts)$/.exec(
    file,
  )?.[1];
}

/**
 * Each line's island in a file written in parts (`undefined` outside a part): a heading, a
 * `// ----` divider or a `- **…**` bullet that names one island opens its part; one that names
 * none closes it.
 */
function linePartsOf(file, text) {
  const pkg = partsPackage(file);
  const lines = text.split('\n');
  if (!pkg) return lines.map(() => undefined);
  let current;
  return lines.map((line) => {
    const marker = /^\s*(?:#{1,6}\s|\/\/\s*-{3,}|- \*\*)(.*)$/.exec(line)?.[1] ?? /^\s*\/\/\s*(.*)$/.exec(line)?.[1];
    if (marker !== undefined) {
      const island = islandNamed(pkg, marker);
      if (island) current = island;
      else if (!/^\s*\/\/(?!\s*-{3,})/.test(line)) current = undefined;
    }
    return current;
  });
}

/**
 * The comment block a line is in, from the line back to the block's start (at most 12 lines),
 * nearest first: where a citation's island is looked for.
 */
function blockOf(lines, lineNo) {
  const block = [];
  for (let i = lineNo; i >= 0 && i > lineNo - 12; i--) {
    const line = lines[i];
    block.push(line);
    if (i < lineNo && !/^\s*(\*|\/\/|\/\*\*)/.test(line)) break;
    if (/^\s*\/\*\*/.test(line) || /^\s*$/.test(line)) break;
  }
  return block;
}

/**
 * The calls each page describes, from the Calls sections of the reference: a call's name, or its
 * path, → the page (the first page that names it).
 */
let callIndex;
export function callPages() {
  if (callIndex) return callIndex;
  callIndex = new Map();
  const pages = readdirSync(REFERENCE_DIR)
    .filter((f) => f.endsWith('.md') && f !== 'README.md')
    .map((f) => f.slice(0, -3))
    .sort((a, b) => Number(!ISLANDS.includes(a)) - Number(!ISLANDS.includes(b)) || a.localeCompare(b));
  for (const page of pages) {
    const text = readFileSync(`${REFERENCE_DIR}/${page}.md`, 'utf8');
    const calls = /^## Calls\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(text)?.[1] ?? '';
    for (const row of calls.split('\n').filter((l) => l.startsWith('|'))) {
      const first = row.split('|')[1] ?? '';
      const names = [...first.matchAll(/`([^`]+)`|\b([A-Z][A-Za-z]+|[a-z]+(?:-[a-z]+)+)\b/g)].map((m) => m[1] ?? m[2]);
      const paths = [...row.matchAll(/`(\/[^`?\s]*)`/g)].map((m) => m[1]);
      for (const key of [...names, ...paths])
        if (key && !callIndex.has(key.toLowerCase())) callIndex.set(key.toLowerCase(), page);
    }
    for (const [, key] of calls.matchAll(/`([A-Za-z][\w-]*|\/[^`?\s]*)`/g))
      if (!callIndex.has(key.toLowerCase())) callIndex.set(key.toLowerCase(), page);
  }
  return callIndex;
}

/** The page of a call by its name or path (any case; a path may carry a prefix the page does not). */
function pageOfCall(name, path) {
  const index = callPages();
  const found = [name, path]
    .filter(Boolean)
    .map((key) => index.get(key.toLowerCase()))
    .find(Boolean);
  if (found || !path) return found;
  const lower = path.toLowerCase();
  return [...index].find(([key]) => key.startsWith('/') && key.length > 1 && lower.endsWith(key))?.[1];
}

/** The page that describes the call a line of the demo backend or its README is about. */
function callPageOf(file, lines, lineNo) {
  if (!file.startsWith('packages/mock-api/')) return undefined;
  const index = callPages();
  const line = lines[lineNo];
  if (file.endsWith('README.md')) {
    if (!line.startsWith('|')) return undefined;
    const cells = line.split('|').map((c) => c.trim());
    const name = /`([^`]+)`/.exec(cells[1] ?? '')?.[1];
    const path = /`(\/[^`?]*)`/.exec(cells[3] ?? '')?.[1];
    return pageOfCall(name, path);
  }
  for (let i = lineNo; i >= 0 && i > lineNo - 15; i--)
    for (const [, name] of lines[i].matchAll(/(?:name: |specCall\(\s*|^\s*)'([A-Za-z][\w-]*)'/g))
      if (index.has(name.toLowerCase())) return index.get(name.toLowerCase());
  return undefined;
}

/** The sections of a citation's text, each `{ spec, from, to }`; bare sections take `lastSpec`. */
function sectionsOf(text, lastSpec) {
  // `(000, 001)`: the whole files (every section, so their pages)
  if (/^\(00[0-2]/.test(text)) return [...text.matchAll(/00[0-2]/g)].map(([file]) => ({ spec: file, from: 1, to: 9 }));
  // `000/002 §7`: that section of both files
  text = text.replace(/^(00[0-2])\/(00[0-2])(\s+§[^,;]*)/, '$1$3, $2$3');
  const out = [];
  let spec = lastSpec;
  for (const [, file, from, to] of text.matchAll(
    /(?:\b(00[0-2]|CONTRACT)\s+)?§\s?(\d+)(?:\.\d+)?(?:\s?[-–]\s?§?\s?(\d+))?/g,
  )) {
    if (file) spec = file;
    if (!spec) return null;
    out.push({ spec, from: Number(from), to: Number(to ?? from) });
  }
  return out;
}

/** A string-literal region of code: where it starts and ends, and whether it is only a citation. */
function stringRegions(file, text) {
  const kind = /\.tsx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.jsx$/.test(file)
      ? ts.ScriptKind.JSX
      : /\.[cm]?js$/.test(file)
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const regions = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      node.kind === ts.SyntaxKind.TemplateHead ||
      node.kind === ts.SyntaxKind.TemplateMiddle ||
      node.kind === ts.SyntaxKind.TemplateTail ||
      node.kind === ts.SyntaxKind.JsxText ||
      node.kind === ts.SyntaxKind.RegularExpressionLiteral
    )
      regions.push({
        start: node.getStart(source),
        end: node.end,
        regex: node.kind === ts.SyntaxKind.RegularExpressionLiteral,
      });
    ts.forEachChild(node, visit);
  };
  visit(source);
  return regions;
}

/** What a citation's places become in a Markdown file: links. */
function markdownLinks(file, places) {
  let last;
  return places
    .map(({ page, anchor }) => {
      const target = relativeLink(file, pageFile(page));
      const label = anchor ? `${page === last ? '' : page}#${anchor}` : page;
      last = page;
      return `[${label}](${target}${anchor ? `#${anchor}` : ''})`;
    })
    .join(', ');
}

/** The places a citation's text cites, from a file and its line. */
function placesOf(file, citation, line, context, lastSpec) {
  if (citation === 'STYLE') return [STYLE_PLACE];
  const sections = sectionsOf(citation, lastSpec);
  if (!sections) return null;
  const messages = /(^|\/)messages\.ts$/.test(file);
  const places = [];
  for (const { spec, from, to } of sections)
    for (let section = from; section <= Math.max(from, to); section++) {
      if (spec === 'CONTRACT') {
        const target = CONTRACT_ANCHORS[section];
        if (!target) return null;
        places.push(typeof target === 'function' ? target(line) : target);
        continue;
      }
      const anchor = messages && [2, 5, 8].includes(section) ? 'strings' : SECTION_ANCHORS[section];
      if (!anchor) return null;
      places.push({ page: refine(file, pageOf(file, spec), context), anchor });
    }
  const unique = [...new Map(places.map((p) => [`${p.page}#${p.anchor}`, p])).values()];
  // four or more sections of one page: the page
  const byPage = new Map();
  for (const place of unique) byPage.set(place.page, [...(byPage.get(place.page) ?? []), place]);
  return [...byPage].flatMap(([page, list]) => (list.length >= 4 ? [{ page, anchor: undefined }] : list));
}

/** A package page narrowed to the island its context names, or the call's page in the demo backend. */
function refine(file, page, { lines, lineNo, part }) {
  const call = callPageOf(file, lines, lineNo);
  if (call) return call;
  const pkg = Object.keys(MULTI_ISLAND_PAGES).find((p) => MULTI_ISLAND_PAGES[p] === page);
  if (!pkg) return page;
  // the nearest line of the comment block that names islands decides: one names its page, several the package's
  for (const text of blockOf(lines, lineNo)) {
    const named = islandsNamed(pkg, text);
    if (named.length) return named.length === 1 ? named[0] : page;
  }
  return part ?? page;
}

/** The closing parenthesis that matches the one before `from`, on the same line; -1 if none. */
function closingParen(text, from) {
  let depth = 0;
  for (let i = from; i < text.length && text[i] !== '\n'; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

/** The start of each line of `text`, and the line an offset is on (a binary search). */
function lineIndex(text) {
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const lineAt = (at) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= at) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return { lineStarts, lineAt };
}

/** `[from, to, replacement, leadingSpace]` edits applied from the end; an edit inside one already applied is dropped. */
function applyEdits(text, edits) {
  edits.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  let out = text;
  let floor = Infinity;
  for (const [from, to, replacement, leadingSpace] of edits) {
    if (to > floor) continue;
    let start = from;
    // `word (citation)` → `word [ref: …]`; a parenthesis dropped from a message takes its space
    if (leadingSpace && replacement === '' && out[start - 1] === ' ') start--;
    out = out.slice(0, start) + replacement + out.slice(to);
    floor = start;
  }
  return out;
}

/** What only a person can rewrite in the result: spec files named in prose, a citation twice, issue numbers left. */
function reportLeftovers(file, out, shipped, report) {
  for (const [i, line] of out.split('\n').entries()) {
    if (PROSE_FILE.test(line)) report(`${file}:${i + 1}`, 'a file of the specification named in prose', line);
    if (/(\[ref: [^\]]+\]).*\1/.test(line))
      report(`${file}:${i + 1}`, 'the same citation twice (two files once told apart?)', line);
  }
  for (const [i, line] of out.split('\n').entries())
    if (ISSUE_LEFT.test(line) && !(shipped && /['"`].*[Ii]ssue/.test(line)))
      report(`${file}:${i + 1}`, 'an issue number in a sentence', line);
    else if (ISSUE_LEFT.test(line)) report(`${file}:${i + 1}`, 'an issue number in a shipped string', line);
}

/**
 * Rewrites one file's text. `report` gets what a person should look at. Returns the new text and
 * how many citations and issue numbers it rewrote.
 */
export function rewrite(file, original, report = () => {}) {
  const markdown = /\.mdx?$/.test(file);
  const code = /\.[cm]?[jt]sx?$/.test(file);
  const test = isTestFile(file);
  let text = original;
  let issues = 0;

  // 1. issue numbers, outside strings of shipped code
  const shippedStrings = code && !test ? stringRegions(file, text) : [];
  const inShippedString = (at, regions) => regions.some((r) => at >= r.start && at < r.end);
  for (const [pattern, replacement] of ISSUE_RULES)
    text = text.replace(pattern, (match, ...args) => {
      const at = args.at(-2);
      if (inShippedString(at, shippedStrings)) return match;
      issues++;
      return replacement;
    });

  // 2. citations
  const regions = code ? stringRegions(file, text) : [];
  const parts = linePartsOf(file, text);
  const textLines = text.split('\n');
  const { lineStarts, lineAt } = lineIndex(text);
  const fences = markdown
    ? [...text.matchAll(/^[ \t]*(```|~~~)[\s\S]*?^[ \t]*\1/gm)].map((m) => [m.index, m.index + m[0].length])
    : [];
  const edits = [];
  let citations = 0;
  for (const match of text.matchAll(CITE_RE)) {
    const start = match.index;
    const end = start + match[0].length;
    const lineNo = lineAt(start);
    const line = text.slice(
      lineStarts[lineNo],
      text.indexOf('\n', start) === -1 ? text.length : text.indexOf('\n', start),
    );
    const where = `${file}:${lineNo + 1}`;
    const region = regions.find((r) => start >= r.start && start < r.end);
    if (region?.regex) {
      report(where, 'a citation in a regular expression', line);
      continue;
    }
    const lastSpec = [...text.slice(lineStarts[lineNo], start).matchAll(/\b(00[0-2]|CONTRACT)\s+§/g)].at(-1)?.[1];
    const places = placesOf(file, match[0].trim(), line, { lines: textLines, lineNo, part: parts[lineNo] }, lastSpec);
    if (!places) {
      report(where, 'a section without its document', line);
      continue;
    }
    citations++;
    const before = text.slice(Math.max(0, start - 2), start);
    const after = text.slice(end, end + 3);
    if (markdown && !fences.some(([from, to]) => start >= from && start < to)) {
      edits.push([start, end, markdownLinks(file, places)]);
      continue;
    }
    const cite = formatCitation(places);
    // a string that starts with its citation is data (the demo backend's `spec` of a call)
    const data = region && /^[\s'"`]*$/.test(text.slice(region.start, start));
    if (region && !test && !data) {
      // a message of shipped code: it cites nothing (with the parenthesis or separator around it)
      const open = /\(\s*$/.test(text.slice(start - 2, start));
      const close = /^\s*\)/.test(after);
      if (open && close) edits.push([text.lastIndexOf('(', start), text.indexOf(')', end) + 1, '', true]);
      else if (open) edits.push([start, end + (/^[:;,]\s*/.exec(after)?.[0].length ?? 0), '']);
      else edits.push([start, end, '']);
      report(where, 'a citation dropped from a message', line);
      continue;
    }
    if (region && data) {
      edits.push([start, end, cite]);
      continue;
    }
    if (/^'s\b/.test(after)) report(where, "a citation with 's", line);
    const openAt = /\(\s*$/.test(before) ? text.lastIndexOf('(', start) : -1;
    if (openAt >= 0) {
      const rest = text.slice(end);
      const closeNow = /^\s*\)/.exec(rest);
      if (closeNow) {
        // `(citation)` → `[ref: …]`
        edits.push([openAt, end + closeNow[0].length, cite, true]);
        continue;
      }
      const sep = /^\s*[:;,]\s+/.exec(rest);
      const close = closingParen(text, end);
      if (sep && close > 0) {
        // `(citation: text)` → `(text) [ref: …]`
        edits.push([openAt + 1, end + sep[0].length, '']);
        edits.push([close + 1, close + 1, ` ${cite}`]);
        continue;
      }
    }
    const sepBefore = /\s*[;,]\s*$/.exec(text.slice(lineStarts[lineNo], start));
    if (sepBefore && /^\s*\)/.test(text.slice(end))) {
      // `(text, citation)` → `(text) [ref: …]`
      const close = text.indexOf(')', end);
      edits.push([start - sepBefore[0].length, close + 1, `) ${cite}`]);
      continue;
    }
    edits.push([start, end, cite]);
  }
  const out = applyEdits(text, edits);
  reportLeftovers(file, out, code && !test, report);
  return { text: out, citations, issues };
}

/** Files the codemod rewrites: every source file but the reference itself and these scripts. */
function candidates(files) {
  return files.filter(
    (f) =>
      !f.startsWith('docs/reference/') &&
      ![
        'scripts/reference/cite-reference.mjs',
        'scripts/reference/reference.mjs',
        'scripts/reference/reference.test.ts',
        // written by hand: Storybook's stripping of the citations and its test
        '.storybook/docs-text.ts',
        '.storybook/docs-text.test.ts',
      ].includes(f),
  );
}

async function formatted(file, text) {
  const info = await prettier.getFileInfo(file, { ignorePath: '.prettierignore' });
  if (info.ignored || !info.inferredParser) return text;
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  return prettier.format(text, options);
}

async function main(args) {
  if (args.includes('--check')) {
    const { files, citations, links, problems } = checkCitations();
    console.log(`${files} files, ${citations} citations, ${links} links to anchors, ${problems.length} problems`);
    for (const problem of problems) console.log(problem);
    process.exitCode = problems.length ? 1 : 0;
    return;
  }
  const dry = args.includes('--dry-run');
  const named = args.filter((a) => !a.startsWith('--'));
  const files = candidates(named.length ? named : sourceFiles());
  const notes = [];
  const report = (where, what, line) => notes.push(`${where}: ${what}: ${line.trim().slice(0, 140)}`);
  let changed = 0;
  let citations = 0;
  let issues = 0;
  for (const file of files) {
    const original = readFileSync(file, 'utf8');
    if (!NEEDS.test(original)) continue;
    const result = rewrite(file, original, report);
    if (result.text === original) continue;
    citations += result.citations;
    issues += result.issues;
    changed++;
    if (dry) continue;
    const wasFormatted = await formatted(file, original).then(
      (f) => f === original,
      () => false,
    );
    writeFileSync(file, wasFormatted ? await formatted(file, result.text) : result.text);
  }
  console.log(`${dry ? 'would rewrite' : 'rewrote'} ${changed} files: ${citations} citations, ${issues} issue numbers`);
  if (notes.length) console.log(`\nfor a person (${notes.length}):\n${notes.join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main(process.argv.slice(2));
