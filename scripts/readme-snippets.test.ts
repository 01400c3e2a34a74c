/**
 * Every ```ts and ```tsx snippet of the published packages' READMEs and of docs/npm.md compiles
 * under strict TypeScript against the built declarations, as an app that installed the packages
 * would compile it: one file per snippet, one `tsc` program for all of them. A
 * snippet is a module of its own, so it imports what it uses and declares what it assumes.
 * Reads `packages/*\/dist`: run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The snippets' sources: the published packages' READMEs and the npm reference. */
const SOURCES = [
  ...readdirSync('packages')
    .filter((name) => !JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')).private)
    .map((name) => `packages/${name}/README.md`)
    .filter((file) => existsSync(file)),
  'docs/npm.md',
];

interface Snippet {
  source: string;
  line: number;
  file: string;
  code: string;
}

/** The ```ts / ```tsx blocks of a Markdown text, with the line each starts on. */
function snippetsOf(markdown: string): Array<{ lang: 'ts' | 'tsx'; line: number; code: string }> {
  return [...markdown.matchAll(/^```(tsx?)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1] as 'ts' | 'tsx',
    line: markdown.slice(0, match.index).split('\n').length + 1,
    code: match[2]!,
  }));
}

const dir = join('.tmp', `readme-snippets-${process.pid}`);
const snippets: Snippet[] = SOURCES.flatMap((source) =>
  snippetsOf(readFileSync(source, 'utf8')).map(({ lang, line, code }, index) => ({
    source,
    line,
    code,
    file: `${source.replace(/[/.]/g, '-')}-${index + 1}.${lang}`,
  })),
);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs one tsc over every snippet; the errors of each snippet file, by file name. */
function compile(): Map<string, string[]> {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const { file, code } of snippets) writeFileSync(join(dir, file), code);
  // the app's view: the packages' `types` (dist), not the repository's `hearth-source` condition
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'es2022',
        lib: ['es2022', 'dom', 'dom.iterable'],
        module: 'esnext',
        moduleResolution: 'bundler',
        moduleDetection: 'force',
        jsx: 'react-jsx',
        skipLibCheck: true,
        types: [],
      },
      include: ['*.ts', '*.tsx'],
    }),
  );
  let output = '';
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', join(dir, 'tsconfig.json')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? error);
  }
  const errors = new Map<string, string[]>();
  for (const line of output.split('\n').filter((l) => l.includes('error TS'))) {
    const file = snippets.find((s) => line.includes(s.file))?.file ?? '(other)';
    errors.set(file, [...(errors.get(file) ?? []), line]);
  }
  return errors;
}

describe('README snippets', () => {
  it('are found: every published package README and docs/npm.md has some', () => {
    for (const source of SOURCES)
      expect(
        snippets.some((s) => s.source === source),
        source,
      ).toBe(true);
  });

  it('compile under strict TypeScript against the built declarations', () => {
    for (const name of readdirSync('packages')) {
      const json = JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')) as { private?: boolean };
      if (!json.private && !existsSync(`packages/${name}/dist/index.d.ts`))
        throw new Error(`packages/${name}/dist/index.d.ts is missing: run \`npm run build\` first`);
    }
    const errors = compile();
    const report = [...errors].map(([file, lines]) => {
      const snippet = snippets.find((s) => s.file === file);
      return `${snippet ? `${snippet.source}:${snippet.line}` : file}\n  ${lines.join('\n  ')}`;
    });
    expect(report).toEqual([]);
  }, 120_000);
});
