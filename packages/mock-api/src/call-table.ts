/**
 * The README's call table, made from the call list: one row per path a call answers at (call,
 * method, path, reference, request, answer), citations written as links to the reference's
 * pages. `npm run calls:readme` writes it into the README between its markers;
 * `test/call-table.test.ts` fails when the README's table is not this one.
 *
 * Prettier leaves the table as written (`prettier-ignore-start`/`-end` around it): padded to its
 * widest cell, it would be four times its size.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CALL_LIST, type CallEntry } from './call-list';

/** The README, relative to this file. */
export const README_URL = new URL('../README.md', import.meta.url);

/** The first two lines of the generated block: Prettier's range ignore, then what the block is. */
const BEGIN =
  '<!-- prettier-ignore-start -->\n<!-- The call table: made from src/call-list.ts by `npm run calls:readme`; edit the list, not the table. -->';
const END = '<!-- prettier-ignore-end -->';
const BLOCK = /<!-- prettier-ignore-start -->\n<!-- The call table:[^\n]*-->\n[\s\S]*?<!-- prettier-ignore-end -->/;

/** Where the README's table links a citation's page from (packages/mock-api/README.md). */
const REFERENCE = '../../docs/reference';

/** `[ref: cart#calls]` → `[cart#calls](../../docs/reference/cart.md#calls)`; a citation of several places gets a link each. */
export function citationsAsLinks(text: string): string {
  return text.replace(/\[ref: ([^\]]+)\]/g, (_, cited: string) => {
    let page = '';
    return cited
      .split(',')
      .map((place) => {
        const [name, anchor] = place.trim().split('#');
        page = name || page;
        const target = `${REFERENCE}/${page}.md${anchor ? `#${anchor}` : ''}`;
        return `[${page}${anchor ? `#${anchor}` : ''}](${target})`;
      })
      .join(', ');
  });
}

/** A table cell: Markdown as written, its pipes escaped. */
const cell = (text: string) => citationsAsLinks(text).replace(/\|/g, '\\|');

/** The rows of one call, one per path. */
function rows(name: string, entry: CallEntry): string[] {
  const method = entry.method === 'ANY' ? 'GET/POST' : entry.method;
  return [entry.path, ...(entry.alsoAt ?? [])].map(
    (path) =>
      `| \`${name}\` | ${method} | \`${path}\` | ${cell(entry.ref)} | ${cell(entry.request)} | ${cell(entry.answer)} |`,
  );
}

/** The generated block: markers, a count, the table. */
export function callTable(): string {
  const entries = Object.entries(CALL_LIST) as Array<[string, CallEntry]>;
  const lines = entries.flatMap(([name, entry]) => rows(name, entry));
  return [
    BEGIN,
    '',
    `${entries.length} calls, ${lines.length} paths.`,
    '',
    '| call | method | path | reference | request | answer |',
    '| --- | --- | --- | --- | --- | --- |',
    ...lines,
    '',
    END,
  ].join('\n');
}

/** `readme` with its call table replaced by the one the list makes. @throws when it has no table markers */
export function withCallTable(readme: string): string {
  if (!BLOCK.test(readme))
    throw new Error(`The README has no call table block (it starts with ${BEGIN.split('\n')[1]})`);
  return readme.replace(BLOCK, () => callTable());
}

// `npm run calls:readme`: writes the table into the README
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const readme = readFileSync(README_URL, 'utf8');
  const written = withCallTable(readme);
  if (written === readme) console.log('ok   the README call table is the call list');
  else {
    writeFileSync(README_URL, written);
    console.log('wrote the README call table from the call list');
  }
}
