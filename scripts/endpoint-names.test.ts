// @vitest-environment node
/**
 * Each feature package's `endpoint-names.ts` lists the names of the calls it defines: the keys
 * `endpoints` takes, typed through `EndpointNames`. This keeps each list equal to the package's
 * calls, read from its sources (every `defineCall({ name: '…' })`, and the names a local helper
 * passes on to `defineCall`), so a new call cannot miss its type and a removed one cannot linger.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_ENDPOINTS } from '@hearth/mock-api';
import { measureImports } from './size/size-npm-measure.mjs';

const NAME = String.raw`'([A-Za-z][\w-]*)'`;
const lists = import.meta.glob<Record<string, unknown>>('../packages/*/src/endpoint-names.ts', { eager: true });

/** A package's source files, tests, stories and testing helpers aside. */
function sources(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'testing') sources(path, found);
    } else if (/\.tsx?$/.test(entry) && !/\.(test|stories)\.tsx?$/.test(entry) && entry !== 'endpoint-names.ts')
      found.push(path);
  }
  return found;
}

/** The names of the calls `files` define, and every quoted name they hold. */
function definedCalls(files: ReadonlyArray<readonly [string, string]>): { calls: Set<string>; quoted: Set<string> } {
  const constants = new Map<string, string>();
  for (const [, text] of files)
    for (const [, name, value] of text.matchAll(new RegExp(String.raw`const ([A-Z_]+) = ${NAME}`, 'g')))
      constants.set(name!, value!);
  const calls = new Set<string>();
  const quoted = new Set<string>();
  for (const [, text] of files) {
    for (const [, name] of text.matchAll(new RegExp(NAME, 'g'))) quoted.add(name!);
    if (!text.includes('defineCall')) continue;
    for (const [, name] of text.matchAll(new RegExp(String.raw`defineCall(?:<[^>]*>)?\(\{\s*name: ${NAME}`, 'g')))
      calls.add(name!);
    for (const [, constant] of text.matchAll(/defineCall(?:<[^>]*>)?\(\{\s*name: ([A-Z_]+)\b/g))
      calls.add(constants.get(constant!) ?? `(the value of ${constant})`);
    // `const rc = (name: string, …) => defineCall({ name, … })`, then `rc('refreshCheckout', …)`
    const helpers = [...text.matchAll(/const (\w+) = (?:<[^(]*>)?\(\w+: string[^]{0,200}?defineCall/g)];
    for (const [, helper] of helpers)
      for (const [, name] of text.matchAll(new RegExp(String.raw`\b${helper}(?:<[^(]*>)?\(\s*${NAME}`, 'g')))
        calls.add(name!);
  }
  return { calls, quoted };
}

const packages = Object.entries(lists).map(([path, module]) => {
  const name = path.split('/')[2]!;
  const list = Object.values(module).find(Array.isArray) as readonly string[];
  const files = sources(`packages/${name}/src`).map((file) => [file, readFileSync(file, 'utf8')] as const);
  return { name, list, ...definedCalls(files) };
});

describe.each(packages.map((entry) => [entry.name, entry] as const))('@hearth/%s endpoint names', (_, entry) => {
  const { list, calls, quoted } = entry;
  it('name every call the package defines', () => {
    expect([...calls].filter((name) => !list.includes(name))).toEqual([]);
  });

  it('name nothing else (a call defined, or a name the package reads from endpoints itself)', () => {
    expect(list.filter((name) => !calls.has(name) && !quoted.has(name))).toEqual([]);
    expect(new Set(list).size).toBe(list.length);
  });
});

describe('endpoint names', () => {
  it('are found for every feature package that defines calls', () => {
    const withCalls = readdirSync('packages').filter(
      (name) =>
        !['core', 'mock-api'].includes(name) &&
        statSync(`packages/${name}/src`, { throwIfNoEntry: false })?.isDirectory() &&
        definedCalls(sources(`packages/${name}/src`).map((file) => [file, readFileSync(file, 'utf8')])).calls.size > 0,
    );
    expect(packages.map((entry) => entry.name).sort()).toEqual(withCalls.sort());
  });

  it("cover what the demo store's #hearth-config gives, but for the demo backend's own pages", () => {
    const known = new Set(packages.flatMap((entry) => entry.list));
    // served by the demo backend for itself (the sign-in config's recovery link), not read by any island
    const demoOnly = ['forgotPassword'];
    expect(Object.keys(DEMO_ENDPOINTS).filter((name) => !known.has(name) && !demoOnly.includes(name))).toEqual([]);
  });
});

describe('the check of endpoints keys', () => {
  it('is left out of a production build: the client enrolls no call and loads no check', async () => {
    const { modules } = await measureImports(
      ['getClient', 'lazyClient', 'defineCall', 'createClient'].map((name) => ({ pkg: 'core', name })),
      { source: true },
    );
    expect(modules).toContain('packages/core/src/client/create-client.ts');
    expect(modules.filter((file) => /endpoint-names|config-check|nearest/.test(file))).toEqual([]);
  });
});
