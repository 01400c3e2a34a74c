/**
 * Mutation testing with Stryker (stryker.config.mjs), one run per package, incremental: a rerun
 * tests only the mutants of code or tests that changed since the last run (reports/mutation/).
 *
 *   npm run mutate                       every package (but the demo backend, mock-api)
 *   npm run mutate -- core cart          packages by name (or packages/core)
 *   npm run mutate -- packages/ui/src/dialog   a folder or a file: its package's tests only
 *   npm run mutate:changed               the shipped files whose content differs from the
 *                                        baseline (scripts/mutation/baseline.json); none: done
 *   … -- --force                         ignore the incremental file (a full run)
 *   … -- --concurrency 1                 Stryker's workers (default: HEARTH_MUTATE_CONCURRENCY, else 2)
 *
 * Fails when a kind of file scores below its threshold (Stryker gives one figure per run):
 * pure logic 90 %, components, hooks and the rest 80 %. A whole package's run records its
 * scores and its files' content hashes in the baseline, which `mutate:changed` compares with; a
 * `mutate:changed`, or a run of a file or folder, that passes records the new contents of the files it tested.
 * A package with no whole run yet is measured folder by folder (a whole run of a package of
 * rendering tests takes hours on two cores): each folder's run is recorded as a part of its
 * package (its counts and its files' hashes), `mutate:changed` checks the folders measured, and
 * once the parts cover every shipped file the package's scores are their sums.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const THRESHOLDS = { logic: 90, components: 80 };
const BASELINE = 'scripts/mutation/baseline.json';

/** Pure logic: `*-logic.ts`, and core's client, format, storage and url modules. */
export const kindOf = (file) =>
  /-logic\.ts$/.test(file) || /^packages\/core\/src\/(client|format|storage|url)\/[^/]+\.ts$/.test(file)
    ? 'logic'
    : 'components';

/** A shipped source file: not a test, story, test helper or the demo backend. */
export const isShipped = (file) =>
  /^packages\/[^/]+\/src\/.+\.tsx?$/.test(file) &&
  !/\.(test|stories)\.tsx?$/.test(file) &&
  !/\.d\.ts$/.test(file) &&
  !/^packages\/[^/]+\/src\/testing\//.test(file) &&
  !file.startsWith('packages/mock-api/');

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** A mutation score in per cent: detected / (detected + undetected), 100 when there is no mutant. */
export const scoreOf = (detected, undetected) =>
  detected + undetected === 0 ? 100 : (100 * detected) / (detected + undetected);

/** Mutation score per kind of file from Stryker's JSON report: detected / (detected + undetected). */
export function scores(report) {
  const byKind = {};
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const kind = kindOf(path.relative(process.cwd(), path.resolve(file)));
    const tally = (byKind[kind] ??= { detected: 0, undetected: 0, ignored: 0, files: 0 });
    tally.files += 1;
    for (const { status } of mutants) {
      if (DETECTED.has(status)) tally.detected += 1;
      else if (UNDETECTED.has(status)) tally.undetected += 1;
      else tally.ignored += 1;
    }
  }
  for (const tally of Object.values(byKind)) tally.score = scoreOf(tally.detected, tally.undetected);
  return byKind;
}

const sha = (file) => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const shippedFiles = (folder) =>
  git('ls-files', '--cached', '--others', '--exclude-standard', folder).filter(isShipped);
const readBaseline = () => (existsSync(BASELINE) ? JSON.parse(readFileSync(BASELINE, 'utf8')) : { packages: {} });

const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/**
 * The shipped files `mutate:changed` holds to the baseline: a whole package's, or those under the
 * folders measured so far of a package measured folder by folder (new files there too).
 */
export function checkedFiles(recorded, shipped) {
  if (!recorded.parts) return shipped;
  const folders = Object.keys(recorded.parts);
  return shipped.filter((file) => folders.some((folder) => inside(file, folder)));
}

/**
 * Records one folder's (or file's) run as a part of a package measured folder by folder: its
 * counts per kind and its files' hashes. A part inside it goes (this run holds it); a run inside a
 * part already recorded updates that part's hashes only. Once the parts cover `shipped`, the
 * package's scores are their sums. Returns the package's record.
 */
export function recordPart(recorded = { parts: {}, files: {} }, path, byKind, tested, shipped) {
  const parts = { ...recorded.parts };
  const files = { ...recorded.files, ...tested };
  if (!Object.keys(parts).some((folder) => inside(path, folder) && folder !== path)) {
    for (const folder of Object.keys(parts)) if (inside(folder, path)) delete parts[folder];
    parts[path] = Object.fromEntries(
      Object.entries(byKind).map(([kind, { detected, undetected }]) => [kind, { detected, undetected }]),
    );
  }
  const covered = shipped.every((file) => Object.keys(parts).some((folder) => inside(file, folder)));
  if (!covered) return { parts, files };
  const sums = {};
  for (const part of Object.values(parts))
    for (const [kind, { detected, undetected }] of Object.entries(part)) {
      const sum = (sums[kind] ??= { detected: 0, undetected: 0 });
      sum.detected += detected;
      sum.undetected += undetected;
    }
  const scores = Object.fromEntries(
    Object.entries(sums).map(([kind, { detected, undetected }]) => [
      kind,
      Number(scoreOf(detected, undetected).toFixed(1)),
    ]),
  );
  return { scores, parts, files };
}

/** `core`, `packages/core`, or a path inside a package → { pkg, files (globs), whole }. */
function target(arg) {
  const name = arg.replace(/\/$/, '');
  const pkg = existsSync(`packages/${name}/package.json`) ? name : name.match(/^packages\/([^/]+)/)?.[1];
  if (!pkg || !existsSync(`packages/${pkg}/package.json`)) throw new Error(`npm run mutate: no package or path ${arg}`);
  if (!existsSync(name) || name === `packages/${pkg}` || name === pkg)
    return { pkg, key: pkg, files: [`packages/${pkg}/src/**/*.{ts,tsx}`], whole: true };
  const files = statSync(name).isDirectory() ? [`${name}/**/*.{ts,tsx}`] : [name];
  return {
    pkg,
    key: `${pkg}--${name.replace(/^packages\/[^/]+\/src\//, '').replace(/[^\w.-]+/g, '-')}`,
    files,
    whole: false,
    path: path.relative(process.cwd(), path.resolve(name)),
  };
}

function runStryker({ pkg, key, files }, { concurrency, force }) {
  const args = ['stryker', 'run', '--concurrency', String(concurrency), ...(force ? ['--force'] : [])];
  // no mutant at all (a file of re-exports): Stryker ends at once and writes no report, so a
  // report left by an earlier run of the same target must not be read as this run's
  const json = `reports/mutation/${key}/mutation.json`;
  rmSync(json, { force: true });
  const started = Date.now();
  const result = spawnSync('npx', args, {
    stdio: 'inherit',
    env: {
      ...process.env,
      HEARTH_MUTATE_TARGET: key,
      HEARTH_MUTATE_FILES: JSON.stringify(files),
      HEARTH_MUTATE_TESTS: `packages/${pkg}`,
    },
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (result.status !== 0)
    throw new Error(`npm run mutate: Stryker failed on ${files.join(' ')} (exit ${result.status})`);
  const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : { files: {} };
  return { report, seconds };
}

/** Prints the scores of one run; true when every kind is at or above its threshold. */
function verdict(label, byKind, seconds) {
  let ok = true;
  for (const [kind, tally] of Object.entries(byKind)) {
    const pass = tally.score >= THRESHOLDS[kind];
    ok &&= pass;
    console.log(
      `mutate ${label}: ${kind === 'logic' ? 'pure logic' : 'components and hooks'} ` +
        `${tally.score.toFixed(1)} % (${tally.detected} of ${tally.detected + tally.undetected} mutants detected, ` +
        `${tally.ignored} not counted, ${tally.files} files) ${pass ? 'ok' : `BELOW ${THRESHOLDS[kind]} %`}`,
    );
  }
  console.log(`mutate ${label}: ${seconds} s`);
  return ok;
}

/**
 * The baseline is written in the working tree: uncommitted, a clean clone (CI) finds the same
 * files changed and runs Stryker on them again, minutes of every run, and nothing else says so.
 */
function remindToCommit() {
  if (git('status', '--porcelain', '--', BASELINE).length > 0)
    console.log(`mutate: ${BASELINE} records the files just tested: commit it with them`);
}

function main(argv) {
  const concurrencyAt = argv.indexOf('--concurrency');
  const concurrency =
    concurrencyAt >= 0 ? Number(argv[concurrencyAt + 1]) : Number(process.env.HEARTH_MUTATE_CONCURRENCY ?? 2);
  const force = argv.includes('--force');
  const changed = argv.includes('--changed');
  const named = argv.filter((arg, i) => !arg.startsWith('--') && argv[i - 1] !== '--concurrency');
  const baseline = readBaseline();
  let ok = true;

  if (changed) {
    const started = Date.now();
    const byPkg = {};
    for (const [pkg, recorded] of Object.entries(baseline.packages)) {
      for (const file of checkedFiles(recorded, shippedFiles(`packages/${pkg}/src`))) {
        if (recorded.files[file] !== sha(file)) (byPkg[pkg] ??= []).push(file);
      }
    }
    if (Object.keys(byPkg).length === 0) {
      console.log(
        `mutate:changed: no shipped file changed since the baseline (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      return 0;
    }
    for (const [pkg, files] of Object.entries(byPkg)) {
      console.log(`mutate:changed: ${pkg}: ${files.join(' ')}`);
      const { report, seconds } = runStryker({ pkg, key: `changed-${pkg}`, files }, { concurrency, force });
      const pass = verdict(`changed ${pkg}`, scores(report), seconds);
      ok = pass && ok;
      // passed: these contents are the baseline now (commit it, or the next run tests them again)
      if (pass) for (const file of files) baseline.packages[pkg].files[file] = sha(file);
    }
    writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    if (ok) remindToCommit();
    return ok ? 0 : 1;
  }

  const targets = named.map(target);
  if (named.length === 0) {
    for (const pkg of git('ls-files', 'packages/*/package.json').map((file) => file.split('/')[1])) {
      if (pkg !== 'mock-api') targets.push(target(pkg));
    }
  }
  for (const one of targets) {
    // the contents Stryker copies now (a file edited during the run is tested again next time)
    const tested = one.whole ? {} : Object.fromEntries(shippedFiles(one.path).map((file) => [file, sha(file)]));
    const { report, seconds } = runStryker(one, { concurrency, force });
    const pass = verdict(one.key, scores(report), seconds);
    ok = pass && ok;
    // a whole package's run is its baseline, passed or not: `mutate:changed` holds the files
    // a change touches to the thresholds, and the scores say where the package stands
    if (one.whole) {
      const files = Object.fromEntries(shippedFiles(`packages/${one.pkg}/src`).map((file) => [file, sha(file)]));
      const byKind = Object.fromEntries(
        Object.entries(scores(report)).map(([kind, { score }]) => [kind, Number(score.toFixed(1))]),
      );
      baseline.packages[one.pkg] = { scores: byKind, files };
      writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    } else if (!baseline.packages[one.pkg] || baseline.packages[one.pkg].parts) {
      // a package measured folder by folder: this run is a part of its baseline, passed or not
      const shipped = shippedFiles(`packages/${one.pkg}/src`);
      const record = recordPart(baseline.packages[one.pkg], one.path, scores(report), tested, shipped);
      baseline.packages[one.pkg] = record;
      writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
      const measured = checkedFiles(record, shipped).length;
      console.log(
        record.scores
          ? `mutate ${one.pkg}: every shipped file measured, folder by folder: ${JSON.stringify(record.scores)}`
          : `mutate ${one.pkg}: ${measured} of ${shipped.length} shipped files measured so far (folder by folder)`,
      );
    } else if (pass) {
      // a file or folder that passed: its contents are the baseline now, as after `mutate:changed`
      Object.assign(baseline.packages[one.pkg].files, tested);
      writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    }
  }
  remindToCommit();
  return ok ? 0 : 1;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
