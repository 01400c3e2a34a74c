#!/usr/bin/env node
/**
 * `npm run test:packages`: nothing published points at a document its reader cannot open. Reads
 * what leaves the repository, as built (`npm run build` first): each published package's `dist/`
 * (the JavaScript, whose comments and console messages ship, and the `.d.ts`, whose JSDoc an
 * editor shows), its README and its package.json; and the script tag's `packages/islands/dist/`,
 * which legacy pages load. Fails when any of it cites the specification's sections, the contract
 * or the style guide, names an issue number, or cites a reference page or anchor
 * (`[ref: cart#calls]`, docs/reference/) that does not exist. Rules: scripts/reference/reference.mjs.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkCitations } from '../reference/reference.mjs';

/** Files under `dir`, recursively, relative to the root. */
function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)).split('\\').join('/'))
    .filter((path) => statSync(path).isFile() && /\.(m?js|d\.ts|d\.mts|css|json|md)$/.test(path));
}

const packages = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`packages/${entry.name}/package.json`))
  .map((entry) => ({
    dir: `packages/${entry.name}`,
    json: JSON.parse(readFileSync(`packages/${entry.name}/package.json`, 'utf8')),
  }));

const published = packages.filter(({ json }) => !json.private);
const missing = [...published.map(({ dir }) => `${dir}/dist`), 'packages/islands/dist'].filter(
  (dir) => !existsSync(dir),
);
if (missing.length) {
  console.error(`check-published-text: ${missing.join(', ')} missing: run \`npm run build\` first`);
  process.exit(1);
}

const files = [
  ...published.flatMap(({ dir }) => [
    ...filesUnder(`${dir}/dist`),
    `${dir}/package.json`,
    ...(existsSync(`${dir}/README.md`) ? [`${dir}/README.md`] : []),
  ]),
  ...filesUnder('packages/islands/dist'),
];
const { citations, problems } = checkCitations('.', files);
console.log(
  `${problems.length ? 'FAIL' : 'ok  '} published text: ${files.length} files of ${published.length} packages and the script tag, ${citations} citations of docs/reference`,
);
for (const problem of problems) console.log(`  ${problem}`);
if (problems.length) process.exit(1);
