/**
 * Runs npm scripts side by side and fails if any fails (`npm test` checks types and lints at
 * once, and runs the size and package checks at once: each is single-threaded, and CI has two
 * cores). Each script's output is held and printed whole when it ends, in the order given, so
 * two tables never interleave.
 *
 *   node scripts/together.mjs typecheck lint
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
/** Runs one npm script, its stdout and stderr gathered in the order they came. */
const run = (name) =>
  new Promise((done) => {
    const chunks = [];
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => done({ code: 1, output: `${name}: ${error.message}\n` }));
    child.on('close', (code, signal) =>
      done({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });

const results = scripts.map(run);
const codes = [];
for (const [i, result] of results.entries()) {
  const { code, output } = await result;
  process.stdout.write(`\n> ${scripts[i]}\n${output}`);
  codes.push(code);
}
const failed = scripts.filter((_, i) => codes[i] !== 0);
if (failed.length) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
