/**
 * A folder a reader can hold: ESLint's `hearth/folder-size` rule (eslint.config.js) fails each
 * source file of a folder that holds more than `max` source files (25 in this repo), so a feature
 * that grows gets part folders (checkout's steps, the configurator's drawers/, swatches/, …)
 * rather than one flat list. Tests, stories, browser tests, declarations and styles are not
 * counted: they sit beside their module and grow with it.
 */
import { readdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';

/** The limit the repo keeps: source files in one folder. */
export const MAX_SOURCE_FILES = 25;

const CODE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const NOT_COUNTED = /\.d\.[cm]?ts$|\.(?:test|spec|e2e|stories)\.[^.]+$/;

/** Whether a file name counts as a source file: code, not a test, story or declaration. */
export function isSourceFile(name) {
  return CODE.test(name) && !NOT_COUNTED.test(name);
}

/** The source files directly in `dir` (not its subfolders), sorted. */
export function sourceFilesIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isSourceFile(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Counts per folder, read once per lint run. */
const counted = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export const folderSizeRule = {
  meta: {
    type: 'suggestion',
    docs: { description: `A folder holds at most ${MAX_SOURCE_FILES} source files (tests and stories aside)` },
    schema: [{ type: 'object', properties: { max: { type: 'integer', minimum: 1 } }, additionalProperties: false }],
    messages: {
      tooMany:
        '{{folder}} holds {{count}} source files (more than {{max}}): split it into part folders by part of the surface, as checkout is split by step',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? MAX_SOURCE_FILES;
    const dir = dirname(context.filename);
    if (!counted.has(dir)) {
      let count = 0;
      try {
        count = sourceFilesIn(dir).length;
      } catch {
        // text linted under a path with no folder on disk: nothing to count
      }
      counted.set(dir, count);
    }
    const count = counted.get(dir);
    return {
      Program(node) {
        if (count > max)
          context.report({
            node,
            loc: { line: 1, column: 0 },
            messageId: 'tooMany',
            data: { folder: relative(context.cwd, dir) || '.', count: String(count), max: String(max) },
          });
      },
    };
  },
};

/** The ESLint plugin that carries the rule: `hearth/folder-size`. */
export const hearthPlugin = { meta: { name: 'hearth' }, rules: { 'folder-size': folderSizeRule } };
