/**
 * The project's reference (`docs/reference/`) and how the code cites it, shared by the citation
 * test (`scripts/reference/reference.test.ts`), the published-text check (`scripts/checks/check-published-text.mjs`)
 * and the codemod that wrote the citations (`scripts/reference/cite-reference.mjs`).
 *
 * A citation in code is `[ref: PAGE#ANCHOR]`: PAGE is `docs/reference/PAGE.md` (or, when the
 * reference has no such page, `docs/PAGE.md`: `[ref: script-tag#calls]`), ANCHOR one of its
 * headings' anchors (as GitHub writes them: `## Calls` is `#calls`) or an explicit `id`. One
 * bracket may cite several: `[ref: cart#calls, #errors, checkout#rules]` (a bare `#ANCHOR` is on
 * the page named before it); `[ref: cart]` cites a whole page. Markdown cites with links:
 * `[cart#calls](../docs/reference/cart.md#calls)`. docs/reference/README.md says the same for
 * people.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';

export const REFERENCE_DIR = 'docs/reference';

/**
 * A citation in code: `[ref: cart#calls, #errors]`; group 1 is what it cites. It starts with a
 * page name, `README` or `#`, so a placeholder written in capitals (`[ref: PAGE#ANCHOR]`, in the
 * pages that explain the form) is not one.
 */
export const CITATION = /\[ref: ((?:[a-z0-9#]|README)[^\]\n]*)\]/g;

/** One cited place: `cart#calls`, `#errors` (after a page), `cart`. */
const PLACE = /^([a-z0-9][a-z0-9-]*|README)?(?:#([a-z0-9][a-z0-9_-]*))?$/;

/**
 * The places a citation's text names, each `{ page, anchor }` (anchor `undefined` for a whole
 * page); `null` when the text is not a list of places.
 */
export function parseCitation(text) {
  const places = [];
  let page;
  for (const part of text.split(',').map((p) => p.trim())) {
    const match = PLACE.exec(part);
    if (!part || !match || (!match[1] && !match[2])) return null;
    if (match[1]) page = match[1];
    if (!page) return null;
    places.push({ page, anchor: match[2] });
  }
  return places;
}

/** Writes places as a citation: consecutive anchors of one page share its name. */
export function formatCitation(places) {
  let last;
  const parts = places.map(({ page, anchor }) => {
    const same = page === last;
    last = page;
    if (!anchor) return page;
    return same ? `#${anchor}` : `${page}#${anchor}`;
  });
  return `[ref: ${parts.join(', ')}]`;
}

/** GitHub's anchor of a Markdown heading's text. */
export function slug(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // a link counts by its text
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every anchor of a Markdown text: its headings' (GitHub numbers repeats) and explicit ids. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  const prose = markdown.replace(/^[ \t]*(```|~~~)[\s\S]*?^[ \t]*\1/gm, '');
  for (const [, text] of prose.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(text);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  for (const [, id] of prose.matchAll(/\b(?:id|name)="([^"]+)"/g)) anchors.add(id);
  return anchors;
}

/** The file a citation's page names, relative to the root: the reference's page, else docs/'s. */
export function pageFile(page, root = '.') {
  const own = `${REFERENCE_DIR}/${page}.md`;
  if (existsSync(join(root, own))) return own;
  const doc = `docs/${page}.md`;
  return existsSync(join(root, doc)) ? doc : own;
}

/**
 * What nothing in the repository may name: the documents outside it (the specification's three
 * files, by section or by name as prose writes them: `(000)`, `000/002`, `the 002 rules`; the
 * contract and the style guide) and issue numbers (history is in git). `STYLE\.md` in a check's own pattern is not a mention.
 */
export const EXTERNAL = [
  { what: 'a section of the specification', pattern: /\b00[0-2] §/ },
  {
    what: 'a file of the specification',
    pattern:
      /\(00[0-2](?:, 00[0-2])*\)|\b00[0-2](?=\/00[0-2]| (?:rules?|has|names|gives|says)\b)|\b(?:unlike|in|of|after) 00[0-2]\b/,
  },
  { what: 'the contract', pattern: /\bCONTRACT(?:\s*§|\.md\b)/ },
  { what: 'the style guide', pattern: /\bSTYLE(?::|\s*§|\.md\b)/ },
  { what: 'an issue number', pattern: /\b[Ii]ssues? #?\d+/ },
];

/**
 * Files that write citations and those patterns as data, to find or test them: the codemod and
 * this check. They are not checked.
 */
export const EXTERNAL_EXEMPT = [
  'scripts/reference/cite-reference.mjs',
  'scripts/reference/reference.mjs',
  'scripts/reference/reference.test.ts',
];

/** Files of the repository that are not text written by hand. */
const NOT_SOURCE =
  /(^|\/)(package-lock\.json|__snapshots__\/|mockServiceWorker\.js$)|\.(png|jpe?g|gif|webp|avif|webm|mp4|vtt|svg|ico|woff2?|log)$/;

/** The repository's text files written by hand, relative to `root`: tracked or new, not ignored. */
export function sourceFiles(root = '.') {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(listed.split('\0'))].filter((f) => f && !NOT_SOURCE.test(f) && existsSync(join(root, f)));
}

/** Lines of `text` that name an external document or an issue, as `"LINE: what: text"`. */
export function externalMentions(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const { what, pattern } of EXTERNAL)
      if (pattern.test(line)) found.push(`${i + 1}: ${what}: ${line.trim().slice(0, 140)}`);
  });
  return found;
}

/** Markdown links of a text outside code blocks, each `[text](target)`'s target. */
function markdownLinks(markdown) {
  const prose = markdown.replace(/^[ \t]*(```|~~~)[\s\S]*?^[ \t]*\1/gm, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]);
}

/**
 * Checks every citation of the repository under `root`: each `[ref: …]` names pages and anchors
 * that exist, each Markdown link to a page's anchor (`x.md#y`) finds it, and no file names an
 * external document or an issue. Returns what it counted and the problems, one line each.
 */
export function checkCitations(root = '.', files = sourceFiles(root)) {
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file))
      anchorCache.set(file, existsSync(join(root, file)) ? anchorsOf(readFileSync(join(root, file), 'utf8')) : null);
    return anchorCache.get(file);
  };
  const problems = [];
  let citations = 0;
  let links = 0;
  for (const file of files) {
    if (EXTERNAL_EXEMPT.includes(file)) continue;
    const text = readFileSync(join(root, file), 'utf8');
    for (const mention of externalMentions(text)) problems.push(`${file}:${mention}`);
    if (text.includes('[ref:'))
      for (const match of text.matchAll(CITATION)) {
        citations++;
        const line = text.slice(0, match.index).split('\n').length;
        const places = parseCitation(match[1]);
        if (!places) {
          problems.push(`${file}:${line}: not a citation: ${match[0]}`);
          continue;
        }
        for (const { page, anchor } of places) {
          const target = pageFile(page, root);
          const anchors = anchorsIn(target);
          if (!anchors) problems.push(`${file}:${line}: ${match[0]}: no page ${target}`);
          else if (anchor && !anchors.has(anchor))
            problems.push(`${file}:${line}: ${match[0]}: ${target} has no #${anchor}`);
        }
      }
    if (/\.mdx?$/.test(file))
      for (const target of markdownLinks(text)) {
        const [path, anchor] = target.split('#');
        if (/^[a-z]+:/i.test(target) || !anchor || !/\.md$/.test(path ?? '')) continue;
        links++;
        const linked = posix.normalize(posix.join(dirname(file), decodeURI(path)));
        const anchors = anchorsIn(linked);
        if (!anchors) problems.push(`${file}: link ${target}: no file ${linked}`);
        else if (!anchors.has(decodeURIComponent(anchor)))
          problems.push(`${file}: link ${target}: ${linked} has no #${anchor}`);
      }
  }
  return { files: files.length, citations, links, problems };
}

/** `to` relative to the folder of `from`, both relative to the root, as a Markdown link writes it. */
export function relativeLink(from, to) {
  return relative(dirname(resolve('/', from)), resolve('/', to))
    .split('\\')
    .join('/');
}
