/**
 * `npm test`: every check in turn, stopping at the first that fails, then how long each took
 * (also when one failed), so a slow phase shows in CI's log. The unit tests' fuzzing (props,
 * answers) takes a fresh seed each run, printed at the start and the end: a failure in CI is
 * replayed with `FUZZ_SEED=<seed> npm run fuzz` (or `FUZZ_SEED=<seed> npm test`).
 *
 *   npm test
 */
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';

const fuzzSeed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
process.env.FUZZ_SEED = fuzzSeed;
const replay = `fuzz seed ${fuzzSeed} (replay: FUZZ_SEED=${fuzzSeed} npm run fuzz)`;
console.log(`npm test: ${replay}`);

/**
 * The phases, in order: each an npm script, or several run side by side (scripts/together.mjs).
 * Types, lint and the build share the first: the build writes only ignored folders (`dist`,
 * `dist-react`, `.tmp`), which neither reads.
 */
const PHASES = [
  ['typecheck', 'lint', 'build'],
  ['test:unit'],
  ['size', 'size:visit', 'size:npm', 'test:packages', 'mutate:changed'],
  ['test:browser'],
  ['storybook:smoke'],
];
/**
 * Storybook's static build starts with the unit tests, at a lower priority: it takes the cores
 * the unit run leaves idle (a fifth of them, mostly its tail) and is awaited before the smoke.
 */
const BACKGROUND = { with: 'test:unit', script: 'build-storybook', args: ['--quiet'], before: 'storybook:smoke' };

const run = (args) =>
  new Promise((done) => {
    const child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
    child.on('error', () => done(1));
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

/** Runs an npm script niced where `nice` exists, its output held: printed if it fails. */
const runQuietly = (script, args) =>
  new Promise((done) => {
    const command = ['npm', 'run', '--silent', script, '--', ...args];
    const [file, ...rest] = process.platform === 'linux' ? ['nice', '-n', '10', ...command] : command;
    const chunks = [];
    const started = Date.now();
    const child = spawn(file, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => done({ code: 1, output: error.message, secs: 0 }));
    child.on('close', (code, signal) =>
      done({
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString(),
        secs: Math.round((Date.now() - started) / 1000),
      }),
    );
  });

/**
 * The machine's CPU time so far, idle and in all (Linux's /proc/stat, in ticks), or `null`
 * elsewhere: a phase's idle share says whether running it beside another would save time.
 */
const cpuTicks = () => {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = fields.map(Number);
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    return { idle: ticks[3] + ticks[4], total: ticks.slice(0, 8).reduce((sum, n) => sum + n, 0) };
  } catch {
    return null;
  }
};
const idleShare = (from, to) =>
  from && to && to.total > from.total
    ? `${Math.round((100 * (to.idle - from.idle)) / (to.total - from.total))} % idle`
    : '';

const rows = [];
let failed = null;
let background = null;
for (const names of PHASES) {
  if (names[0] === BACKGROUND.before && background) {
    const { code, output, secs } = await background;
    console.log(
      `\n> ${BACKGROUND.script} (beside ${BACKGROUND.with}): ${code === 0 ? 'built' : 'failed'} in ${secs} s`,
    );
    if (code !== 0) {
      console.error(output);
      failed = BACKGROUND.script;
      break;
    }
  }
  if (names[0] === BACKGROUND.with) background = runQuietly(BACKGROUND.script, BACKGROUND.args);
  const started = Date.now();
  const cpuBefore = cpuTicks();
  const code =
    names.length === 1
      ? await run(['npm', 'run', '--silent', names[0]])
      : await run(['node', 'scripts/together.mjs', ...names]);
  rows.push([names.join(' + '), Math.round((Date.now() - started) / 1000), idleShare(cpuBefore, cpuTicks())]);
  if (code !== 0) {
    failed = names.join(' + ');
    break;
  }
}
const total = rows.reduce((sum, [, secs]) => sum + secs, 0);
console.log(
  `\nnpm test phases (the CPU's idle share over the phase: its cores left unused)\n${[...rows, ['total', total, '']]
    .map(([name, secs, idle]) => `  ${name.padEnd(18)} ${String(secs).padStart(4)} s  ${idle}`.trimEnd())
    .join('\n')}\n${replay}`,
);
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exitCode = 1;
}
