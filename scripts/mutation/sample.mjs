/**
 * `npm run mutate:sample`: a random sample of mutants across every package, each run against the
 * unit tests that reach its file, the quick check beside Stryker's full runs (hours for all the
 * packages): "of 30 small type-valid changes drawn at random, how many does a test catch?"
 *
 *   npm run mutate:sample                           30 mutants, a fresh seed (printed)
 *   npm run mutate:sample -- --seed 42 --count 10   replay a sample, or part of it
 *   npm run mutate:sample -- --package cart         one package's files only
 *   npm run mutate:sample -- --renderers both       the component tests on Preact too
 *
 * How a mutant is drawn: a shipped file (scripts/mutation/mutate.mjs's `isShipped`, every file as
 * likely), then one place in it and one change, as Stryker's mutators make them: a comparison
 * flipped (`<` and `<=`, `===` and `!==`), `&&` and `||` swapped, a `!` dropped, a boolean
 * flipped, a number changed, a condition made always true or always false (a branch dropped), a
 * call statement removed, a JSX attribute removed or its text emptied. Never in types, imports or
 * a line marked `Stryker disable` (ruled equivalent). The TypeScript checker throws out a change
 * that does not compile, and another is drawn in its place; so is a change drawn before in the
 * same sample (seed 24949851 drew the same `&&` → `||` twice, counting one catch as two).
 *
 * How it is run: the file is changed on disk, `vitest related` runs every unit test file that
 * imports it (the `logic` and `react` projects; `--renderers both` adds `preact`) but the fuzzing
 * of `resilience/` (it checks that nothing breaks, not the rules), stopping at the first failure;
 * a mutant they all pass then meets the whole `logic` project, whose checks may read the file
 * without importing it; and the file is put back (also on Ctrl-C). Caught: a test failed, and
 * its files pass again once the file is back (else the test failed on its own, a race on a loaded
 * machine: the mutant is set aside as unconfirmed and another drawn); survived: every test passed
 * (or none reaches the file). The tests that failed are printed (from vitest's JSON report). The
 * table and the figures go to `reports/mutation/sample-<seed>.json`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import ts from 'typescript';
import { isShipped, kindOf } from './mutate.mjs';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '30' },
    seed: { type: 'string' },
    package: { type: 'string' },
    renderers: { type: 'string', default: 'react' },
    timeout: { type: 'string', default: '600' },
  },
});
const count = Number(values.count);
const seed = Number(values.seed ?? Math.floor(Math.random() * 2 ** 31));
const projects = values.renderers === 'both' ? ['logic', 'react', 'preact'] : ['logic', 'react'];

/** mulberry32: the same seed draws the same sample. */
function random(state) {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
const next = random(seed);
const pick = (list) => list[Math.floor(next() * list.length)];

const files = spawnSync('git', ['ls-files', 'packages'], { encoding: 'utf8' })
  .stdout.split('\n')
  .filter((file) => isShipped(file) && (!values.package || file.startsWith(`packages/${values.package}/`)));

const FLIP = { '<': '<=', '<=': '<', '>': '>=', '>=': '>', '===': '!==', '!==': '===', '&&': '||', '||': '&&' };

/** Inside a type, an import or export list, or a `declare`: nothing there runs. */
function inType(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isTypeNode(at) || ts.isImportDeclaration(at) || ts.isExportDeclaration(at)) return true;
    if (ts.isInterfaceDeclaration(at) || ts.isTypeAliasDeclaration(at)) return true;
  }
  return false;
}

/** Every change this sampler can make in `text`: `{ start, end, to, line, what }`. */
function sitesOf(file, text) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? 4 : 3);
  const lines = text.split('\n');
  const disabled = (line) =>
    /Stryker disable next-line/.test(lines[line - 1] ?? '') || /Stryker disable/.test(lines[line]);
  const sites = [];
  const add = (node, to, what, from = node) => {
    const start = from.getStart(source);
    const line = source.getLineAndCharacterOfPosition(start).line;
    if (disabled(line)) return;
    sites.push({ start, end: from.getEnd(), to, line: line + 1, what });
  };
  const visit = (node) => {
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node)) return;
    if (ts.isTypeAliasDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (!inType(node)) {
      if (ts.isBinaryExpression(node) && FLIP[node.operatorToken.getText(source)]) {
        const op = node.operatorToken.getText(source);
        add(node, FLIP[op], `${op} → ${FLIP[op]}`, node.operatorToken);
      } else if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
        add(node, node.operand.getText(source), `! dropped`);
      } else if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) {
        const to = node.kind === ts.SyntaxKind.TrueKeyword ? 'false' : 'true';
        add(node, to, `boolean → ${to}`);
      } else if (ts.isNumericLiteral(node)) {
        const to = String(Number(node.text) === 0 ? 1 : Number(node.text) + 1);
        add(node, to, `${node.text} → ${to}`);
      } else if (ts.isIfStatement(node) || ts.isConditionalExpression(node)) {
        const condition = ts.isIfStatement(node) ? node.expression : node.condition;
        const to = next() < 0.5 ? 'true' : 'false';
        add(node, to, `condition → ${to}`, condition);
      } else if (ts.isExpressionStatement(node) && ts.isCallExpression(node.expression)) {
        add(node, '', 'call removed');
      } else if (ts.isJsxAttribute(node)) {
        add(node, '', `attribute ${node.name.getText(source)} removed`);
        if (node.initializer && ts.isStringLiteral(node.initializer) && node.initializer.text)
          add(node, "''", `attribute ${node.name.getText(source)} emptied`, node.initializer);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sites;
}

/** The TypeScript compiler over the whole project, once; a mutant is checked by swapping its file's text. */
const config = ts.getParsedCommandLineOfConfigFile(
  'tsconfig.json',
  {},
  { ...ts.sys, onUnRecoverableConfigFileDiagnostic() {} },
);
const baseHost = ts.createCompilerHost(config.options);
let program;
function compiles(file, text) {
  const target = path.resolve(file);
  const host = {
    ...baseHost,
    getSourceFile(name, language, ...rest) {
      if (path.resolve(name) === target) return ts.createSourceFile(name, text, language, true);
      return baseHost.getSourceFile(name, language, ...rest);
    },
  };
  program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host, oldProgram: program });
  const sourceFile = program.getSourceFile(target);
  // the syntax too: a call removed from an `if` without braces left `if (…) }`, which the
  // semantic check passed and vitest could not parse (reported caught, with no test failing)
  return sourceFile
    ? program.getSyntacticDiagnostics(sourceFile).length === 0 &&
        program.getSemanticDiagnostics(sourceFile).length === 0
    : true;
}

/** Where a run's JSON report goes (vitest's json reporter), read for the tests that failed. */
const REPORT = path.resolve('reports/mutation/sample-run.json');
/** Terminal colour codes, stripped from vitest's output before it is read or shown. */
const ANSI = /\x1b\[[0-9;]*m/g;
mkdirSync(path.dirname(REPORT), { recursive: true });

/**
 * Runs vitest with `args`; the outcome, its time, the test files run and the tests that failed
 * (file and name, read from vitest's JSON report: with `--bail`, the console's FAIL lines also
 * named files whose tests were cut short).
 */
function vitest(args) {
  const started = Date.now();
  rmSync(REPORT, { force: true });
  const result = spawnSync(
    'npx',
    [
      'vitest',
      ...args,
      '--bail',
      '1',
      '--passWithNoTests',
      '--reporter',
      'dot',
      '--reporter',
      'json',
      `--outputFile.json=${REPORT}`,
    ],
    {
      encoding: 'utf8',
      timeout: Number(values.timeout) * 1000,
      // the fuzzing (resilience/) checks that nothing breaks, not the rules; it takes 45 s a run.
      // The rendering projects' own `exclude` replaces the command line's: vitest.config.ts reads this
      env: { ...process.env, CI: '1', HEARTH_NO_FUZZING: '1' },
    },
  );
  // Ctrl-C reaches vitest too: stop here (the caller's `finally` puts the file back); a signal
  // handler would not run while spawnSync holds the loop. The SIGTERM of `--timeout` is not a stop:
  // the mutant is reported 'timeout', as Stryker counts one (seed 1734390387 stopped there at 22)
  const timedOut = result.error?.code === 'ETIMEDOUT';
  if (result.signal === 'SIGINT' || (result.signal === 'SIGTERM' && !timedOut))
    throw new Error(`mutate:sample: stopped (${result.signal})`);
  const report = existsSync(REPORT) ? JSON.parse(readFileSync(REPORT, 'utf8')) : { testResults: [] };
  const failedFiles = report.testResults
    .filter((file) => file.status === 'failed')
    .map((file) => path.relative(process.cwd(), file.name));
  const failures = report.testResults.flatMap((file) => {
    const name = path.relative(process.cwd(), file.name);
    const tests = file.assertionResults.filter((test) => test.status === 'failed');
    // a file that failed with no failing test: it did not load, or a hook threw
    if (tests.length === 0 && file.status === 'failed') return [`${name}: ${(file.message ?? '').split('\n')[0]}`];
    return tests.map((test) => `${name} > ${test.fullName}: ${(test.failureMessages[0] ?? '').split('\n')[0]}`);
  });
  const outcome = result.error ? 'timeout' : result.status === 0 ? 'survived' : 'caught';
  // failed with no failing test in the report (none written, or vitest stopped first): the files
  // its console named, else its last words
  if (outcome === 'caught' && failures.length === 0) {
    const output = `${result.stdout}${result.stderr}`.replace(ANSI, '');
    const named = [...output.matchAll(/^\s*FAIL\s+(.+)$/gm)].map((match) => `${match[1]?.trim()} (console)`);
    failures.push(
      ...(named.length ? named : [`no failing test reported: ${output.trim().split('\n').slice(-3).join(' / ')}`]),
    );
  }
  const failed = failures.length
    ? failures.map((f) => f.replace(ANSI, '').slice(0, 240)).join('\n                  ')
    : undefined;
  return {
    outcome,
    seconds: Math.round((Date.now() - started) / 1000),
    files: report.testResults.length,
    failed,
    failedFiles,
  };
}

/**
 * Whether a catch holds: the files that failed with the mutant in pass without it. A test that
 * fails on its own (a race on a loaded machine) caught nothing; such a mutant is set aside and
 * another drawn.
 */
function confirmed(run) {
  if (run.outcome !== 'caught' || run.failedFiles.length === 0) return true;
  return vitest(['run', ...run.failedFiles, ...projects.flatMap((name) => ['--project', name])]).outcome === 'survived';
}

/**
 * The unit tests that import `file`, then, if it survives them, the whole `logic` project (about
 * a minute): tests that read code without importing it (the reference's limits against the
 * constants, scripts/reference/limits.test.ts) are not `related` to it.
 */
function runTests(file) {
  const related = vitest(['related', '--run', file, ...projects.flatMap((name) => ['--project', name])]);
  if (related.outcome !== 'survived') return related;
  const logic = vitest(['run', '--project', 'logic']);
  return { ...logic, seconds: related.seconds + logic.seconds, files: related.files + logic.files };
}

const originals = new Map();
const restore = () => {
  for (const [file, text] of originals) writeFileSync(file, text);
  originals.clear();
};
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

console.log(`mutate:sample: ${count} mutants, seed ${seed} (replay: npm run mutate:sample -- --seed ${seed})`);
const rows = [];
/** Mutants whose failing tests failed without them too (see {@link confirmed}). */
const unconfirmed = [];
/** Places already drawn (run or set aside): a sample's mutants are distinct. */
const drawn = new Set();
for (let n = 1; rows.length < count; n += 1) {
  if (n > count * 50) throw new Error('mutate:sample: too few places to mutate');
  const file = pick(files);
  const text = readFileSync(file, 'utf8');
  const sites = sitesOf(file, text);
  if (sites.length === 0) continue;
  const site = pick(sites);
  const key = `${file}:${site.start}:${site.end}:${site.to}`;
  if (drawn.has(key)) continue;
  drawn.add(key);
  const mutated = text.slice(0, site.start) + site.to + text.slice(site.end);
  if (!compiles(file, mutated)) continue;
  originals.set(file, text);
  writeFileSync(file, mutated);
  let run;
  try {
    run = runTests(file);
  } finally {
    restore();
  }
  if (!confirmed(run)) {
    unconfirmed.push(`${file}:${site.line} ${site.what}: ${run.failed}`);
    console.log(
      `   unconfirmed ${file}:${site.line} ${site.what}: its failing tests fail without it too; another is drawn\n     failed: ${run.failed}`,
    );
    continue;
  }
  const { failedFiles: _files, ...outcome } = run;
  const row = {
    file,
    line: site.line,
    kind: kindOf(file),
    what: site.what,
    was: text.slice(site.start, site.end).split('\n')[0].slice(0, 80),
    ...outcome,
  };
  rows.push(row);
  console.log(
    `${String(rows.length).padStart(2)} ${row.outcome.padEnd(8)} ${`${file}:${site.line}`} ${site.what} (${row.files} test files, ${row.seconds} s)${row.failed ? `\n     failed: ${row.failed}` : ''}`,
  );
}

const tally = (list) => `${list.filter((row) => row.outcome !== 'survived').length} of ${list.length}`;
const summary = {
  seed,
  projects,
  caught: tally(rows),
  logic: tally(rows.filter((row) => row.kind === 'logic')),
  components: tally(rows.filter((row) => row.kind === 'components')),
  rows,
  unconfirmed,
};
mkdirSync('reports/mutation', { recursive: true });
writeFileSync(`reports/mutation/sample-${seed}.json`, `${JSON.stringify(summary, null, 2)}\n`);
console.log(
  `mutate:sample: caught ${summary.caught} (pure logic ${summary.logic}, components and hooks ${summary.components}); seed ${seed}; reports/mutation/sample-${seed}.json`,
);
