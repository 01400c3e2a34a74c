/**
 * The wording in the script-tag build (scripts/build/build-islands.mjs): what lets a page's
 * `#hearth-config` change any shopper-visible string while a page that changes none pays almost
 * nothing for it. Tested in wording-plugin.test.ts.
 *
 * - Each message is read as `checkoutMessage('placeOrder', 'Place Order')` (a package's section
 *   reader, `wording.ts` beside its `messages.ts`). The keys are for npm apps, which give wording
 *   by key; on a script-tag page they would be bytes every page carries for pages that give none.
 *   So the build reads each message with the page's one lookup, by its default text alone,
 *   `__hearthWord('checkout', 'Place Order')` (`word` of `@hearth/core`'s `wording-page.ts`, in
 *   the islands' runtime chunk), and the page's reader puts the wording given under each
 *   message's default text as well as its key (`read-wording.ts`). The section readers, and the
 *   `wording.ts` modules that make them, then drop out of the pages where every read is written
 *   out: one chunk boundary less per package's reader (the visit 436 B brotli lighter than with
 *   each package's reader imported, 2026-11-29). A text two messages of a section share keeps its
 *   key (the reader cannot tell them apart by text), and a read whose key or text is not written
 *   out stays with its section's reader (which has both).
 * - The script-tag page loads catalogues from `hearth:catalogues` (only the sections a page names,
 *   only when it gives wording), not from the loader a section reader has for an app's check in
 *   development (a production build, as this one, leaves it out).
 * - `hearth:catalogues`: section → `() => import(its messages.ts)`, from every package's
 *   `messages.ts` (each says which section it is in its `interface MessageCatalog`).
 * - The chunk that holds `wording-page.ts` awaits its `wordingReady` at its end ({@link
 *   awaitWording}), so no island renders before a page's wording is in.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './islands.mjs';

/** The condition under which @hearth/core's `#wording` is the script-tag page's (`wording-page.ts`). */
export const SCRIPT_TAG_CONDITION = 'hearth-script-tag';
const CATALOGUES_ID = 'hearth:catalogues';
const PACKAGES = join(ROOT, 'packages');
/** @hearth/core's script-tag `#wording` module, and the name its lookup is imported under. */
const GATE = join(PACKAGES, 'core', 'src', 'messages', 'wording-page.ts');
const WORD = '__hearthWord';

/** Every `messages.ts` under `dir` (its `testing` folders aside). */
function messageFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' || name === 'node_modules' ? [] : messageFiles(path);
    return name === 'messages.ts' ? [path] : [];
  });
}

const ESCAPES = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', 0: '\0' };
/** A string literal's value from its body (`We\'re` → `We're`): JavaScript's escapes read. */
const valueOf = (_quote, body) =>
  body.replace(/\\(u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|\r\n|[^])/g, (_, c) =>
    /^[ux]/.test(c) && c.length > 1
      ? String.fromCodePoint(parseInt(c.replace(/^u\{?|^x|\}$/g, ''), 16))
      : c === '\n' || c === '\r\n'
        ? ''
        : (ESCAPES[c] ?? c),
  );

/**
 * Every package's catalogue, read from its sources: `{ section, name, file, entries: Map<key, text> }`.
 * Each `messages.ts` names its section (`interface MessageCatalog { 'cart-count': typeof … }`) and
 * writes its catalogue as one object of string literals.
 */
export function readCatalogues(packages = PACKAGES) {
  const catalogues = [];
  for (const pkg of readdirSync(packages)) {
    const src = join(packages, pkg, 'src');
    let files;
    try {
      files = messageFiles(src);
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const name = /export const (\w+_MESSAGES) = \{/.exec(text)?.[1];
      if (!name) continue;
      // the section it is, in its `interface MessageCatalog`
      const section = new RegExp(`'?([\\w-]+)'?: typeof ${name};`).exec(text)?.[1];
      if (!section) throw new Error(`wording-plugin: no MessageCatalog section is typeof ${name} (${file})`);
      const start = text.indexOf(`export const ${name} = {`);
      const end = text.indexOf('} as const', start);
      if (start < 0 || end < 0)
        throw new Error(`wording-plugin: ${file} has no "export const ${name} = { … } as const"`);
      const entries = new Map();
      for (const [, key, quote, body] of text
        .slice(start, end)
        .matchAll(/^\s+'?([\w$]+)'?:\s*(['"])((?:\\.|(?!\2)[^\\\n])*)\2,?$/gm))
        entries.set(key, valueOf(quote, body));
      catalogues.push({ section, name, file, entries });
    }
  }
  return catalogues;
}

/** The section readers' names (`checkoutMessage`) → their section, from each package's `wording.ts`. */
export function readReaders(catalogues) {
  const readers = new Map();
  for (const { section, file } of catalogues) {
    const text = readFileSync(file.replace(/messages\.ts$/, 'wording.ts'), 'utf8');
    const made = new RegExp(`export const (\\w+) = [^;]*?\\bwording<[^>]*>\\(\\s*'${section}'`).exec(text);
    if (!made) throw new Error(`wording-plugin: ${file}'s wording.ts makes no reader of section '${section}'`);
    readers.set(made[1], section);
  }
  return readers;
}

/** A message read whose key and default text are written out: `reader('key', 'text')`. */
const READ = /\b([A-Za-z_$][\w$]*)\(\s*(['"])([\w$]+)\2\s*,\s*(['"])((?:\\.|(?!\4)[^\\\n])*)\4\s*,?\s*\)/g;

/**
 * `code` (a module of the packages' sources) as the script-tag build bundles it: each read of a
 * message whose key and text are written out is a call of the page's lookup (`word`, imported as
 * `__hearthWord` from @hearth/core's `wording-page.ts`) with its section and its text alone, or
 * with its key as well when its section's catalogue gives that text to more than one message.
 * `readers`: reader name → section; `shared`: section → the texts several of its messages have. A
 * reader imported under another name (`import { cartValidationMessage as message }`) is followed.
 * Returns the code and how many reads it changed.
 */
export function passTexts(code, readers, shared) {
  const names = new Map(readers);
  for (const [, list] of code.matchAll(/import\s*\{([^}]*)\}\s*from/g))
    for (const [, imported, local] of list.matchAll(/([\w$]+)\s+as\s+([\w$]+)/g))
      if (readers.has(imported)) names.set(local, readers.get(imported));
  let changed = 0;
  const out = code.replace(READ, (read, name, q, key, quote, body) => {
    const section = names.get(name);
    if (section === undefined) return read;
    changed += 1;
    const text = `${quote}${body}${quote}`;
    return shared.get(section)?.has(valueOf(quote, body))
      ? `${WORD}(${JSON.stringify(section)}, ${q}${key}${q}, ${text})`
      : `${WORD}(${JSON.stringify(section)}, ${text})`;
  });
  return { code: changed ? `import { word as ${WORD} } from ${JSON.stringify(GATE)};\n${out}` : out, changed };
}

/** The texts more than one message of each section has. */
export function sharedTexts(catalogues) {
  return new Map(
    catalogues.map(({ section, entries }) => {
      const seen = new Set();
      const shared = new Set();
      for (const text of entries.values()) (seen.has(text) ? shared : seen).add(text);
      return [section, shared];
    }),
  );
}

/** `hearth:catalogues`'s code: section → its catalogue module's loader. */
export function cataloguesModule(catalogues) {
  const loaders = catalogues.map(
    ({ section, file }) => `  ${JSON.stringify(section)}: () => import(${JSON.stringify(file)}),`,
  );
  return `export default {\n${loaders.join('\n')}\n};\n`;
}

/** The module ids the plugin rewrites: the packages' own sources. */
const isSource = (id) => id.startsWith(PACKAGES) && /[\\/]src[\\/][^]*\.tsx?$/.test(id) && !id.includes('node_modules');

/** @hearth/core's script-tag `#wording` module (`wording-page.ts`), and its reader's. */
const isGate = (id) => /[\\/]core[\\/]src[\\/]messages[\\/]wording-page\.ts$/.test(id);
const isReader = (id) => /[\\/]core[\\/]src[\\/]messages[\\/]page-reader\.ts$/.test(id);

/** @hearth/core's script-tag `#wording` module's `wordingReady`, as rolldown renders it (before minifying). */
const READY = /\b(?:const|let|var)\s+(wordingReady(?:\$\d+)?)\s*=/g;

/**
 * `code` (a chunk, minified) with an await of the page's wording at its end, when it holds
 * @hearth/core's `wording-page.ts` (`modules`: the ids of its modules): every chunk that imports it
 * waits for the wording, as for a top-level await, while rolldown, which would have kept the
 * islands' chunks apart from a shared chunk with a top-level await in it, never saw one.
 */
export function awaitWording(code, modules) {
  // (rolldown minifies after this hook, so the await is written with the name the module gave)
  if (!modules.some(isGate)) return null;
  const found = [...code.matchAll(READY)];
  if (found.length !== 1)
    throw new Error(`wording-plugin: found ${found.length} starts of the page's wording in its chunk, not 1`);
  return `${code}\nawait ${found[0][1]};`;
}

/**
 * Throws when the chunk of the page's wording reader reaches, by its imports (static or dynamic,
 * which it awaits), the chunk that awaits the reader at its top level: the two would wait for
 * each other, and no island would mount on a page that gives wording. `chunks`: rolldown's.
 */
export function checkNoWait(chunks) {
  const gate = chunks.find((chunk) => chunk.moduleIds.some(isGate));
  const reader = chunks.find((chunk) => chunk.moduleIds.some(isReader));
  if (!gate || !reader) return;
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set();
  const visit = (chunk) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    if (chunk === gate)
      throw new Error(
        `wording-plugin: ${reader.fileName} (the page's wording reader) reaches ${gate.fileName}, which awaits it: they would wait for each other`,
      );
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(file));
  };
  visit(reader);
}

/** The rolldown plugin (pass 2, the JavaScript the pages load). */
export function wordingRolldown() {
  const catalogues = readCatalogues();
  const readers = readReaders(catalogues);
  const shared = sharedTexts(catalogues);
  return {
    name: 'hearth-wording',
    resolveId: (id) => (id === CATALOGUES_ID ? `\0${CATALOGUES_ID}` : null),
    load: (id) => (id === `\0${CATALOGUES_ID}` ? cataloguesModule(catalogues) : null),
    transform(code, id) {
      if (!isSource(id)) return null;
      const { code: out } = passTexts(code, readers, shared);
      return out === code ? null : { code: out, map: null };
    },
    renderChunk: (code, chunk) => awaitWording(code, chunk.moduleIds),
    generateBundle: (_options, bundle) => checkNoWait(Object.values(bundle).filter((file) => file.type === 'chunk')),
  };
}

/** The esbuild plugin of pass 1 (the styles): `hearth:catalogues` holds none. */
export const wordingEsbuild = {
  name: 'hearth-wording',
  setup(b) {
    b.onResolve({ filter: /^hearth:catalogues$/ }, ({ path }) => ({ path, external: true }));
  },
};
