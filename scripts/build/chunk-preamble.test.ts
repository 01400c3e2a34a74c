import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STYLES_GLOBAL, reassignedExports, withPreamble } from './chunk-preamble.mjs';

const CHUNK = `import { _ as type, a as b } from "./core.js";
import * as ns from "./ns.js";
import "./side.js";
import d, { "x-y" as xy } from "./named.js";
// the island − its code
let nextId = 0;
export { type as default };
`;
const GRAPH = {
  'island.js': ['core.js', 'ns.js', 'side.js', 'named.js'],
  'ns.js': ['deep.js'],
  'deep.js': ['deeper.js', 'core.js'],
};

/** The preamble's modules, as it asks for them, and what it binds from each (evaluated on fake modules). */
async function run(code: string, modules: Record<string, Record<string, unknown>>, styles = () => Promise.resolve()) {
  const asked: string[] = [];
  const body = code
    .replace(/await Promise\.all/, 'await all')
    .replace(/import\((["`])\.\/([^"`]+)\1\)/g, (_, __, file: string) => `load(${JSON.stringify(file)})`)
    .replace(STYLES_GLOBAL, 'styles')
    .replace('import.meta.url', '"https://shop.example/assets/hearth/island.js"')
    .replace(/export \{ type as default \};/, 'return { type, b, ns, d, xy };');
  const load = (file: string) => (asked.push(file), Promise.resolve(modules[file] ?? {}));
  const fn = new Function('all', 'load', 'styles', `return (async () => {${body}})();`) as (
    ...args: unknown[]
  ) => Promise<Record<string, unknown>>;
  return { bound: await fn(Promise.all.bind(Promise), load, styles), asked };
}

describe('withPreamble', () => {
  it('fetches every chunk the entry imports, directly or through others, and its stylesheets, in one Promise.all', async () => {
    const { code } = withPreamble(CHUNK, 'island.js', GRAPH, ['ui-A.css', 'island-B.css']);
    expect(code).not.toMatch(/^import /m);
    const css: unknown[] = [];
    const { asked } = await run(code, {}, (...args: unknown[]) => (css.push(args), Promise.resolve()));
    expect(asked).toEqual(['core.js', 'ns.js', 'side.js', 'named.js', 'deep.js', 'deeper.js']);
    expect(css).toEqual([['https://shop.example/assets/hearth/island.js', ['./ui-A.css', './island-B.css']]]);
    expect(code.match(/Promise\.all/g)).toHaveLength(1);
  });

  it('binds what the import statements named: renamed, namespace, default and quoted names', async () => {
    const { code, imports } = withPreamble(CHUNK, 'island.js', GRAPH, []);
    const core = { _: 'type()', a: 'b()' };
    const ns = { n: 1 };
    const { bound } = await run(code, { 'core.js': core, 'ns.js': ns, 'named.js': { default: 'D', 'x-y': 'XY' } });
    expect(bound).toEqual({ type: 'type()', b: 'b()', ns, d: 'D', xy: 'XY' });
    expect(imports).toEqual([
      { from: 'core.js', name: '_' },
      { from: 'core.js', name: 'a' },
      { from: 'named.js', name: 'default' },
      { from: 'named.js', name: 'x-y' },
    ]);
    // the rest of the chunk is as it was
    expect(code).toContain('// the island − its code\nlet nextId = 0;');
  });

  it('leaves a chunk with nothing to fetch as it is', () => {
    const code = 'export const a = 1;\n';
    expect(withPreamble(code, 'a.js', {}, []).code).toBe(code);
  });

  it('refuses an import that is not a chunk beside it', () => {
    expect(() => withPreamble('import "preact";\n', 'a.js', {})).toThrow(/imports preact, not a chunk beside it/);
  });

  it('uses the global hearth.js sets to loadStyles', () => {
    expect(STYLES_GLOBAL).toBe('globalThis[Symbol.for("hearth.styles")]');
    const loader = readFileSync('packages/islands/src/hearth.ts', 'utf8');
    expect(loader).toMatch(/\[Symbol\.for\('hearth\.styles'\)\] = loadStyles;/);
  });
});

describe('reassignedExports', () => {
  it('names exported let and var bindings the chunk assigns again, not constants, functions or ones never assigned', () => {
    const code = `let a = 1, b = 2; var c; const d = 3; let never = 0; function f() { a++; [c] = [2]; }
      function g() {} export { a as x, b as y, c as z, d as w, never as n, g }; export let e = 1; e = 2;`;
    expect([...reassignedExports(code)].sort()).toEqual(['e', 'x', 'z']);
  });

  it('does not count a parameter or an inner variable that has the name of an exported binding', () => {
    // rolldown's runtime helpers, minified: e, l, o and s are also parameters or loop variables
    const code = `var e = Object.create, t = 1, o = (e, t) => () => (t || (e(), (e = null)), t),
      s = (e, n) => { let r = {}; for (var i in e) r[i] = e[i]; return n || r },
      c = (e, i) => { for (var l = 0; l < i; l++) e = l; return e },
      l = (n, r, o) => ((o = n == null ? {} : e(n)), o); function f() { let t; t = 2; return t }
      export { s as n, l as r, o as t, c as c, f as f, t as u };`;
    expect([...reassignedExports(code)]).toEqual([]);
    expect([...reassignedExports(`${code} f = null;`)]).toEqual(['f']);
  });
});
