// @vitest-environment node
/**
 * An app can name every type the packages' API uses: each interface, type alias,
 * enum or class that a component's props, a hook's options or a call reach is exported by name
 * (`GalleryImage`, the type of Gallery's `images`, was not), and a call's answer is a named type
 * (`CallDefinition<AddItemAnswer>`, not the answer's ~1,000 characters spelled out where the call
 * is hovered). Reads the built declarations: run `npm run build` first.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedValues, isApiRoot, unnamedTypes, unnamedTypesOfAll } from './dts-names.mjs';
import { NPM_PACKAGES } from '../build/npm-packages.mjs';

describe('the published entries', () => {
  it.each(Object.entries(unnamedTypesOfAll()))(
    '%s: every type its props and calls use has a name it exports',
    (_, names) => {
      expect(names).toEqual([]);
    },
  );

  it('name each call’s answer', () => {
    const spelled = readdirSync('packages').flatMap((pkg) => {
      const dist = join('packages', pkg, 'dist');
      let files: string[] = [];
      try {
        files = readdirSync(dist).filter((file) => file.endsWith('.d.ts'));
      } catch {
        return [];
      }
      return files.flatMap((file) =>
        [...readFileSync(join(dist, file), 'utf8').matchAll(/(\w+)\??: [\w.]*CallDefinition<\{/g)].map(
          ([, name]) => `${pkg}/${file}: ${name}`,
        ),
      );
    });
    expect(spelled).toEqual([]);
  });
});

/** The names an ES module's `export { … }` statements list (a dist entry's last statement). */
const listed = (code: string) =>
  new Set(
    [...code.matchAll(/^export \{([^}]*)\}/gm)].flatMap(([, list]) =>
      list!
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => part.split(/\s+as\s+/).pop()!),
    ),
  );

describe.each(Object.entries(NPM_PACKAGES))('@hearth/%s', (pkg, entries) => {
  it.each(entries.map((entry) => entry.split(':')[0]!))(
    '%s: its declarations export no value its JavaScript lacks (a type named like a schema exports both)',
    (entry) => {
      const dts = exportedValues(resolve('packages', pkg, 'dist', `${entry}.d.ts`));
      const js = listed(readFileSync(join('packages', pkg, 'dist', `${entry}.js`), 'utf8'));
      expect([...dts].filter((name) => !js.has(name))).toEqual([]);
    },
  );
});

describe('the check', () => {
  it('finds a type the props use that the entry does not export, through another type', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-dts-'));
    writeFileSync(
      join(dir, 'index.d.ts'),
      [
        'interface Image { src: string }',
        'interface Media { images: Image[] }',
        'interface GalleryProps { media: Media; size: Size }',
        'type Size = number | string;',
        'interface Internal { x: number }',
        'declare function Gallery(props: GalleryProps): null;',
        'export { Gallery, type GalleryProps, type Media };',
      ].join('\n'),
    );
    expect(unnamedTypes(join(dir, 'index.d.ts'), isApiRoot).map(({ name }) => name)).toEqual(['Image', 'Size']);
  });
});
