import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import base from '../../vitest.config';

/**
 * The unit tests as Stryker runs them (scripts/mutation/mutate.mjs): the `logic` and `react`
 * projects only (one renderer: the component tests run on React under Stryker, twice as fast;
 * `npm run test:unit` still runs them on Preact too), and only the tests of the package being
 * mutated (`HEARTH_MUTATE_TESTS`, a folder such as `packages/core`): a package's rules are pinned
 * by its own tests.
 */
const root = process.cwd();
/** The repository Stryker copied into its sandbox (the sandbox's node_modules links back to it). */
const origin = path.dirname(realpathSync(path.join(root, 'node_modules')));

/**
 * `@hearth/*` resolves through node_modules' links to the original packages, not the sandbox's
 * mutated copies: take the sandbox's copy of whatever a workspace import resolves to.
 */
const sandboxWorkspace: Plugin = {
  name: 'hearth-mutation-sandbox',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (origin === root || !source.startsWith('@hearth/')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !resolved.id.startsWith(`${origin}/packages/`)) return resolved;
    return { ...resolved, id: root + resolved.id.slice(origin.length) };
  },
};

const testsOf = process.env.HEARTH_MUTATE_TESTS;
const within = (include: string[]) =>
  testsOf
    ? include.filter((glob) => glob.startsWith('packages/')).map((glob) => glob.replace(/^packages\/\*/, testsOf))
    : include;

const projects = (base.test?.projects ?? []).flatMap((project) => {
  if (typeof project !== 'object' || !('test' in project) || !project.test) return [];
  if (project.test.name === 'preact') return [];
  return [{ ...project, test: { ...project.test, include: within(project.test.include ?? []) } }];
});

export default {
  ...base,
  plugins: [...(base.plugins ?? []), sandboxWorkspace],
  test: { ...base.test, projects },
};
