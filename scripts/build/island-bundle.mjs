/**
 * What every bundle of the islands' modules shares: the script-tag build's esbuild and rolldown
 * passes (scripts/build/build-islands.mjs) and `npm run size:floor` (scripts/size/size-floor.mjs), so the
 * floor is measured on the same code the build ships.
 */
import { ROOT } from './islands.mjs';

/** The browsers the script-tag build targets. */
export const TARGET = 'es2022';
/** Replacements in every bundle. */
export const DEFINE = { 'process.env.NODE_ENV': '"production"' };

/** rolldown's input options for the islands' modules under `conditions`, with `plugins`. */
export const rolldownInput = ({ conditions, plugins }) => ({
  cwd: ROOT,
  platform: 'browser',
  plugins,
  resolve: { conditionNames: [...conditions, 'browser', 'import', 'module', 'default'] },
  transform: { target: TARGET, jsx: { runtime: 'automatic' }, define: DEFINE },
});
