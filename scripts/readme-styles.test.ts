// @vitest-environment node
/**
 * Every stylesheet a package's components need is named in its README: the
 * packages whose modules they render have styles beside them (`foo.tsx` → `foo.css`, gathered
 * into that package's `dist/styles.css`), popups loaded on first use included; the README
 * imports each `@hearth/<owner>/styles.css` and installs each owner (under pnpm an app imports only
 * what it depends on: AddToCart's add-ons list needs `@hearth/commerce`'s stylesheet, and so the
 * app must depend on `@hearth/commerce`). Reads the sources; no build needed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rolldown } from 'rolldown';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const published = readdirSync('packages').filter(
  (name) => !JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')).private,
);

/**
 * `package → the packages whose stylesheets its exports need`, from a build of each entry alone
 * (its popups inlined): the modules left after tree-shaking are the ones its components run. One
 * build of every entry with code splitting over-counted: a shared chunk holds commerce's
 * validators beside its add-ons list, and account, which uses only the validators, reached both.
 */
const owners = new Map<string, string[]>();

beforeAll(async () => {
  for (const name of published) {
    const bundle = await rolldown({
      input: `packages/${name}/src/index.ts`,
      cwd: ROOT,
      platform: 'browser',
      // the packages' own modules only: libraries bring no stylesheet of Hearth's
      external: (id) => !/^[./]|^@hearth\//.test(id) && !id.startsWith(ROOT),
      resolve: { conditionNames: ['hearth-source', 'import', 'module', 'default'] },
      transform: { jsx: { runtime: 'automatic' } },
      onLog() {},
    });
    const { output } = await bundle.generate({ format: 'esm', codeSplitting: false });
    await bundle.close();
    const styled = new Set<string>();
    for (const file of output)
      for (const id of file.type === 'chunk' ? file.moduleIds : []) {
        const module = relative(ROOT, id);
        if (/^packages\/[^/]+\/src\/.*\.tsx?$/.test(module) && existsSync(module.replace(/\.tsx?$/, '.css')))
          styled.add(module.split('/')[1]!);
      }
    owners.set(name, [...styled].sort());
  }
}, 120_000);

describe.each(published)('@hearth/%s README', (name) => {
  const readme = () => readFileSync(join('packages', name, 'README.md'), 'utf8');

  it('imports the stylesheet of every package whose components it renders', () => {
    const named = new Set([...readme().matchAll(/import '@hearth\/([\w-]+)\/styles\.css'/g)].map(([, pkg]) => pkg));
    expect(owners.get(name)!.filter((owner) => !named.has(owner))).toEqual([]);
  });

  it('installs each of those packages (an app imports only what it depends on, under pnpm)', () => {
    const install =
      readme()
        .match(/^npm install (.+)$/m)?.[1]
        ?.split(/\s+/) ?? [];
    expect(owners.get(name)!.filter((owner) => !install.includes(`@hearth/${owner}`))).toEqual([]);
  });
});

describe('the owners found', () => {
  it("AddToCart's add-ons list brings commerce's stylesheet to the cart", () => {
    expect(owners.get('cart')).toEqual(['cart', 'commerce', 'ui']);
  });

  it("account, which takes only commerce's validators, needs none of commerce's stylesheet", () => {
    expect(owners.get('account')).toEqual(['account', 'ui']);
  });
});
