/**
 * Runs npm scripts side by side and fails if any fails (`npm test` checks types and lints at
 * once: each is single-threaded, and CI has two cores).
 *
 *   node scripts/together.mjs typecheck lint
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const codes = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((done) => {
        const child = spawn('npm', ['run', '--silent', name], { stdio: 'inherit' });
        child.on('error', () => done(1));
        child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
      }),
  ),
);
const failed = scripts.filter((_, i) => codes[i] !== 0);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
