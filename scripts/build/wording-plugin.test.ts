import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  awaitWording,
  cataloguesModule,
  checkNoWait,
  passTexts,
  readCatalogues,
  readReaders,
  sharedTexts,
} from './wording-plugin.mjs';

const CATALOGUES = readCatalogues(join(process.cwd(), 'packages'));
const READERS = readReaders(CATALOGUES);
const SHARED = sharedTexts(CATALOGUES);

describe('the wording in the script-tag build', () => {
  it("reads each package's catalogue as its module has it", async () => {
    for (const { file, section, entries } of CATALOGUES) {
      const module = (await import(file)) as Record<string, unknown>;
      const catalogue = Object.values(module).find((value) => typeof value === 'object' && value !== null);
      expect(Object.fromEntries(entries), `${section} (${file})`).toEqual(catalogue);
    }
  });

  it("reads each message with the page's lookup, by its default text alone, follows a renamed reader, keeps the key of a text two messages share", () => {
    const code = [
      "import { cartValidationMessage as message } from './wording';",
      "const a = message('nlaTitle', 'Item(s) no longer available');",
      'const b = uiMessage(\n  \'close\',\n  "Close",\n);',
      "const c = accountMessage('resetPasswordLink', 'Reset password');",
      "const d = formatText('a', 'b');",
      'const e = checkoutMessage(KEYS[step], TEXTS[step]);',
    ].join('\n');
    const { code: out, changed } = passTexts(code, READERS, SHARED);
    const [head, ...lines] = out.split('\n');
    // the page's lookup, @hearth/core's script-tag `#wording` module (the islands' runtime chunk)
    expect(head).toMatch(
      /^import \{ word as __hearthWord \} from ".*\/packages\/core\/src\/messages\/wording-page\.ts";$/,
    );
    expect(lines).toEqual([
      "import { cartValidationMessage as message } from './wording';",
      'const a = __hearthWord("cart-validation", \'Item(s) no longer available\');',
      'const b = __hearthWord("ui", "Close");',
      "const c = __hearthWord(\"account\", 'resetPasswordLink', 'Reset password');",
      "const d = formatText('a', 'b');",
      'const e = checkoutMessage(KEYS[step], TEXTS[step]);',
    ]);
    expect(changed).toBe(3);
    expect(SHARED.get('account')).toEqual(new Set(['Reset password']));
    expect(passTexts("const d = formatText('a', 'b');", READERS, SHARED)).toEqual({
      code: "const d = formatText('a', 'b');",
      changed: 0,
    });
  });

  it('lists every section in hearth:catalogues', () => {
    const module = cataloguesModule(CATALOGUES);
    for (const { section, file } of CATALOGUES)
      expect(module).toContain(`${JSON.stringify(section)}: () => import(${JSON.stringify(file)})`);
  });

  it("has the chunk of the page's wording await it at its end, and only that chunk", () => {
    const gate = '/r/packages/core/src/messages/wording-page.ts';
    expect(awaitWording('let wordingReady = x;\nexport { wordingReady as w };', [gate])).toBe(
      'let wordingReady = x;\nexport { wordingReady as w };\nawait wordingReady;',
    );
    expect(awaitWording('const a = 1;', ['/r/packages/core/src/a.ts'])).toBeNull();
    expect(() => awaitWording('const a = 1;', [gate])).toThrow(/found 0/);
  });

  it("refuses a reader that reaches the chunk awaiting it (the page's islands would never mount)", () => {
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], dynamicImports: string[] = []) => ({
      fileName,
      moduleIds,
      imports,
      dynamicImports,
    });
    const gate = chunk('core.js', ['/r/packages/core/src/messages/wording-page.ts'], [], ['reader.js']);
    const reader = chunk('reader.js', ['/r/packages/core/src/messages/page-reader.ts'], ['shared.js'], ['check.js']);
    expect(() => checkNoWait([gate, reader, chunk('shared.js', []), chunk('check.js', [])])).not.toThrow();
    expect(() => checkNoWait([gate, reader, chunk('shared.js', []), chunk('check.js', [], ['core.js'])])).toThrow(
      /would wait for each other/,
    );
  });
});
