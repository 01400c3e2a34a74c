// @vitest-environment node
/**
 * The code cites the project's own reference (docs/reference/README.md, "Citing these pages"):
 * every `[ref: PAGE#ANCHOR]` names a page and a heading that exist, every Markdown link to a
 * page's anchor finds it, and no file cites a document outside the repository or names an issue
 * number. The rules are scripts/reference/reference.mjs; the codemod that wrote the citations is
 * scripts/reference/cite-reference.mjs.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anchorsOf, checkCitations, externalMentions, formatCitation, parseCitation, slug } from './reference.mjs';

describe('the repository', () => {
  it('cites only pages and anchors that exist, and nothing outside the repository', () => {
    const { files, citations, links, problems } = checkCitations();
    expect(files).toBeGreaterThan(500);
    expect(citations + links).toBeGreaterThan(1000);
    expect(problems).toEqual([]);
  });
});

describe('citations', () => {
  it('read one page, several anchors, a bare anchor on the page before it, a whole page', () => {
    expect(parseCitation('cart#calls')).toEqual([{ page: 'cart', anchor: 'calls' }]);
    expect(parseCitation('cart#calls, #errors, checkout#rules')).toEqual([
      { page: 'cart', anchor: 'calls' },
      { page: 'cart', anchor: 'errors' },
      { page: 'checkout', anchor: 'rules' },
    ]);
    expect(parseCitation('cart')).toEqual([{ page: 'cart', anchor: undefined }]);
    expect(parseCitation('README#every-island')).toEqual([{ page: 'README', anchor: 'every-island' }]);
    for (const bad of ['#calls', 'cart#', 'Cart#Calls', 'cart calls', '']) expect(parseCitation(bad), bad).toBeNull();
  });

  it('are written with the page named once per run', () => {
    const places = [
      { page: 'cart', anchor: 'calls' },
      { page: 'cart', anchor: 'errors' },
      { page: 'checkout', anchor: undefined },
    ];
    expect(formatCitation(places)).toBe('[ref: cart#calls, #errors, checkout]');
    expect(parseCitation(formatCitation(places).slice(6, -1))).toEqual(places);
  });

  it('find the anchors GitHub gives headings, numbered repeats and explicit ids', () => {
    expect(slug('Configuration (`#hearth-config`)')).toBe('configuration-hearth-config');
    expect(slug('Attributes and `window.hearth`')).toBe('attributes-and-windowhearth');
    expect(slug('What the shopper did in the fallback (hand-off)')).toBe(
      'what-the-shopper-did-in-the-fallback-hand-off',
    );
    const anchors = anchorsOf('# Page\n\n## Calls\n\n```md\n## Not a heading\n```\n\n## Calls\n\n<a id="here"></a>\n');
    expect([...anchors]).toEqual(['page', 'calls', 'calls-1', 'here']);
  });
});

describe('the check', () => {
  const root = mkdtempSync(join(tmpdir(), 'hearth-ref-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('docs/reference/cart.md', '# cart\n\n## Rules\n\n## Calls\n');
  write('docs/script-tag.md', '# Script tag\n\n## Events\n');

  it('passes citations and links that resolve', () => {
    write('ok.ts', '// [ref: cart#calls, #rules] and [ref: script-tag#events], [ref: cart]\n');
    write('ok.md', 'See [cart#calls](docs/reference/cart.md#calls).\n');
    expect(checkCitations(root, ['ok.ts', 'ok.md'])).toMatchObject({ citations: 3, links: 1, problems: [] });
  });

  it('fails a missing anchor, a missing page, a broken link, and a placeholder it cannot read', () => {
    write('bad.ts', '// [ref: cart#errors]\n// [ref: wishlist#calls]\n// [ref: cart#calls #rules]\n');
    write('bad.md', '[cart#errors](docs/reference/cart.md#errors)\n');
    const { problems } = checkCitations(root, ['bad.ts', 'bad.md']);
    expect(problems).toEqual([
      'bad.ts:1: [ref: cart#errors]: docs/reference/cart.md has no #errors',
      'bad.ts:2: [ref: wishlist#calls]: no page docs/reference/wishlist.md',
      'bad.ts:3: not a citation: [ref: cart#calls #rules]',
      'bad.md: link docs/reference/cart.md#errors: docs/reference/cart.md has no #errors',
    ]);
  });

  it('fails a citation of a document outside the repository, and an issue number', () => {
    const old = [
      '// quantity rules (001 §5)',
      '// the cart page (000)',
      '// see CONTRACT §4',
      '// (STYLE: "Pass the environment in")',
      '// (issue 24)',
    ];
    write('old.ts', old.join('\n'));
    expect(checkCitations(root, ['old.ts']).problems.map((p) => p.split(': ')[1])).toEqual([
      'a section of the specification',
      'a file of the specification',
      'the contract',
      'the style guide',
      'an issue number',
    ]);
    expect(externalMentions('the Canadian STYLE of postal codes, an ACTION OF CONTRACT, tissue 12')).toEqual([]);
  });
});
