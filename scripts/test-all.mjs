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
import { existsSync, readFileSync, rmSync } from 'node:fs';

/**
 * The tests that passed only on their retry (scripts/flaky-reporter.ts), listed in the summary:
 * the unit projects retry a failed test once here only (`HEARTH_RETRY_FLAKY`), the browser suite
 * always.
 */
const FLAKY_FILES = ['unit', 'browser-apps', 'browser'].map((suite) => `.tmp/flaky-${suite}.txt`);
for (const file of FLAKY_FILES) rmSync(file, { force: true });
process.env.HEARTH_RETRY_FLAKY = '1';

const fuzzSeed = process.env.FUZZ_SEED ?? String(randomInt(2 ** 31));
process.env.FUZZ_SEED = fuzzSeed;
const replay = `fuzz seed ${fuzzSeed} (replay: FUZZ_SEED=${fuzzSeed} npm run fuzz)`;
console.log(`npm test: ${replay}`);

/**
 * The phases, in order: each an npm script, or several run side by side (scripts/together.mjs).
 * Types, lint and the build share the first: the build writes only ignored folders (`dist`,
 * `dist-react`, `.tmp`), which neither reads. `beside`: groups started with the phase at a lower
 * priority (`nice`), their output held and printed, and their failure counted, when the phase
 * ends. The unit run leaves about a fifth of the cores idle, mostly in its tail: the size and
 * package checks (bytes, not times), Storybook's static build and the browser suite's projects on
 * the packages' `dist` (`ssr`, and `next`, which runs `next build` first) take them there; the
 * browser phase then runs the demo site's project only.
 */
const PHASES = [
  { run: ['typecheck', 'lint', 'build'] },
  {
    run: ['test:unit'],
    beside: [
      ['size', 'size:visit', 'size:npm', 'test:packages', 'mutate:changed'],
      ['storybook:build'],
      // the server-rendered and Next.js apps on the packages' dist: Chromium mostly waits there
      ['test:browser:apps'],
    ],
  },
  { run: ['test:browser:site'] },
  { run: ['storybook:smoke'] },
];

/** Runs scripts (scripts/together.mjs for several), to the terminal or, with `hold`, niced and held. */
const run = (names, hold = false) =>
  new Promise((done) => {
    const command =
      names.length === 1 ? ['npm', 'run', '--silent', names[0]] : ['node', 'scripts/together.mjs', ...names];
    const [file, ...args] = hold && process.platform === 'linux' ? ['nice', '-n', '10', ...command] : command;
    const chunks = [];
    const child = spawn(file, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => done({ code: 1, output: `${names.join(' + ')}: ${error.message}\n` }));
    child.on('close', (code, signal) =>
      done({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
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

/**
 * A passing beside group's last lines only: Storybook's build lists some 300 files, and printed
 * in full after a failed phase it pushed that phase's failure out of the part of the log CI keeps.
 */
const TAIL_LINES = 12;
const tail = (output) => {
  const lines = output.trimEnd().split('\n');
  return lines.length <= TAIL_LINES
    ? `${lines.join('\n')}\n`
    : `(${lines.length - TAIL_LINES} lines above left out; it passed)\n${lines.slice(-TAIL_LINES).join('\n')}\n`;
};

const rows = [];
let failed = null;
const runStarted = Date.now();
const secsSince = (time) => Math.round((Date.now() - time) / 1000);
for (const { run: names, beside = [] } of PHASES) {
  const started = Date.now();
  const cpuBefore = cpuTicks();
  const others = beside.map((group) => run(group, true).then((result) => ({ ...result, secs: secsSince(started) })));
  const { code } = await run(names);
  rows.push([names.join(' + '), secsSince(started), idleShare(cpuBefore, cpuTicks())]);
  if (code !== 0) failed = names.join(' + ');
  for (const [i, other] of (await Promise.all(others)).entries()) {
    const group = beside[i].join(' + ');
    process.stdout.write(
      `\n> ${group} (beside ${names.join(' + ')})\n${other.code === 0 ? tail(other.output) : other.output}`,
    );
    rows.push([`  beside: ${group}`, other.secs, '']);
    if (other.code !== 0) failed ??= group;
  }
  if (failed) break;
}
console.log(
  `\nnpm test phases (the CPU's idle share over the phase: its cores left unused)\n${[
    ...rows,
    ['total', secsSince(runStarted), ''],
  ]
    .map(([name, secs, idle]) => `  ${name.padEnd(18)} ${String(secs).padStart(4)} s  ${idle}`.trimEnd())
    .join('\n')}\n${replay}`,
);
for (const file of FLAKY_FILES) if (existsSync(file)) console.log(readFileSync(file, 'utf8').trimEnd());
if (failed) {
  console.error(`npm test: ${failed} failed`);
  process.exitCode = 1;
}
