/**
 * What an npm user downloads (docs/npm.md): each published package, packed as
 * `npm publish` packs it (its `prepack`/`postpack`, scripts/build/publish-manifest.mjs), carries the MIT
 * LICENSE, `license`, `repository` and `homepage`, a README, and `exports` without the
 * source-only `hearth-source` condition (the tarball has no `src/`); the repository's own
 * package.json is back as it was afterwards. Packs copies of the packages' manifests and READMEs
 * (no `dist`, no build needed): packing in place would change a package.json while other test
 * files resolve the packages through it.
 */
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const published = readdirSync('packages').filter(
  (name) => !JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')).private,
);

const root = mkdtempSync(join(tmpdir(), 'hearth-pack-'));
const destination = join(root, 'tarballs');
const copy = (path: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  copyFileSync(path, join(root, path));
};
const before = new Map(published.map((name) => [name, readFileSync(`packages/${name}/package.json`, 'utf8')]));
const packed = new Map<string, { json: Record<string, unknown>; files: string[]; license: string }>();

beforeAll(() => {
  writeFileSync(join(root, 'package.json'), JSON.stringify({ private: true, workspaces: ['packages/*'] }));
  for (const path of ['LICENSE', 'scripts/build/publish-manifest.mjs']) copy(path);
  for (const name of published) {
    copy(`packages/${name}/package.json`);
    if (existsSync(`packages/${name}/README.md`)) copy(`packages/${name}/README.md`);
  }
  mkdirSync(destination);
  // one npm for every package (each pack runs that package's prepack and postpack)
  const out = execFileSync(
    'npm',
    [
      'pack',
      '--json',
      '--pack-destination',
      destination,
      ...published.flatMap((name) => ['--workspace', `packages/${name}`]),
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const { name, filename, files } of JSON.parse(out) as Array<{
    name: string;
    filename: string;
    files: Array<{ path: string }>;
  }>) {
    const tarball = join(destination, filename);
    const read = (path: string) => execFileSync('tar', ['-xzOf', tarball, `package/${path}`], { encoding: 'utf8' });
    packed.set(name.replace('@hearth/', ''), {
      json: JSON.parse(read('package.json')) as Record<string, unknown>,
      files: files.map((file) => file.path),
      license: read('LICENSE'),
    });
  }
}, 180_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe.each(published)('@hearth/%s as packed', (name) => {
  const get = () => {
    const result = packed.get(name);
    if (!result) throw new Error(`@hearth/${name} was not packed`);
    return result;
  };

  it('has no source-only export condition, and nothing that points at src/', () => {
    const { json } = get();
    expect(JSON.stringify(json.exports)).not.toContain('hearth-source');
    expect(JSON.stringify(json.exports)).not.toContain('./src/');
    expect(JSON.stringify(json.imports ?? {})).not.toContain('./src/');
    expect(json.scripts).toBeUndefined();
  });

  it('carries the MIT LICENSE, license, repository and homepage, and a README', () => {
    const { json, files, license } = get();
    expect(files).toContain('LICENSE');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} Hearth contributors\n/);
    expect(json.license).toBe('MIT');
    expect(json.repository).toEqual({
      type: 'git',
      url: 'git+https://github.com/hearth-store/hearth.git',
      directory: `packages/${name}`,
    });
    expect(json.homepage).toBe(`https://github.com/hearth-store/hearth/tree/main/packages/${name}#readme`);
    expect(files).toContain('README.md');
  });

  it('asks for its runtime dependencies in caret ranges, and React 18.3 or 19 (^18.3 || ^19)', () => {
    const { json } = get();
    const dependencies = (json.dependencies ?? {}) as Record<string, string>;
    expect(Object.entries(dependencies).filter(([, range]) => !/^\^\d/.test(range))).toEqual([]);
    const peers = (json.peerDependencies ?? {}) as Record<string, string>;
    for (const react of ['react', 'react-dom']) expect(peers[react], react).toBe('^18.3 || ^19');
  });

  it('has ./package.json in its exports map', () => {
    expect((get().json.exports as Record<string, unknown>)['./package.json']).toBe('./package.json');
  });

  it('says in its README that it is ESM only, and links what a Jest user sets', () => {
    const readme = readFileSync(join('packages', name, 'README.md'), 'utf8');
    expect(readme).toMatch(/\bESM only\b/);
    expect(readme).toMatch(/Jest/);
    expect(readme).toContain('docs/npm.md#requirements');
  });

  it("leaves the package's own package.json as it was, and no copied LICENSE", () => {
    get();
    const dir = join(root, 'packages', name);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(before.get(name));
    expect(existsSync(join(dir, 'LICENSE'))).toBe(false);
    expect(existsSync(join(dir, '.package.json.repo'))).toBe(false);
  });
});

/**
 * What a browser-only app installs with the packages: their dependencies, and those of each
 * dependency, as `node_modules` holds them (optional peers are not installed). jsdom, which only a
 * server that sanitizes HTML needs, must not be among them (22.7 MB, 38 packages).
 */
describe('a browser-only app', () => {
  /** The folder `name` is installed in as Node finds it from `from` (node_modules, up the tree). */
  function packageDir(name: string, from: string): string {
    for (let dir = from; ; dir = dirname(dir)) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dir === dirname(dir)) throw new Error(`${name} is not installed (from ${from})`);
    }
  }

  function installed(): Set<string> {
    const seen = new Set<string>();
    const visit = (name: string, from: string) => {
      if (seen.has(name)) return;
      seen.add(name);
      const dir = packageDir(name, from);
      const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>;
        peerDependencies?: Record<string, string>;
        peerDependenciesMeta?: Record<string, { optional?: boolean }>;
      };
      const peers = Object.keys(json.peerDependencies ?? {}).filter(
        (peer) => !json.peerDependenciesMeta?.[peer]?.optional,
      );
      for (const dependency of [...Object.keys(json.dependencies ?? {}), ...peers]) visit(dependency, dir);
    };
    for (const name of published) visit(`@hearth/${name}`, process.cwd());
    return seen;
  }

  it('installs no jsdom: the server sanitizer is an optional peer of @hearth/ui', () => {
    const names = installed();
    expect(names.has('dompurify')).toBe(true);
    expect([...names].filter((name) => /jsdom|isomorphic-dompurify/.test(name))).toEqual([]);
    const ui = JSON.parse(readFileSync('packages/ui/package.json', 'utf8')) as {
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional?: boolean }>;
    };
    expect(ui.peerDependencies.jsdom).toBeDefined();
    expect(ui.peerDependenciesMeta.jsdom?.optional).toBe(true);
  });
});
