/**
 * What each published package exports, as npm users see it: its components, hooks, schemas, calls
 * and documented pure functions, nothing internal. A change to a package's public API shows here
 * (update the snapshot on purpose: `npx vitest run scripts/exports.test.ts -u`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const published = readdirSync('packages').filter((name) => {
  try {
    return !JSON.parse(readFileSync(`packages/${name}/package.json`, 'utf8')).private;
  } catch {
    return false;
  }
});

describe.each(published)('@hearth/%s', (name) => {
  it('exports its public API and nothing else', async () => {
    const module = (await import(`../packages/${name}/src/index.ts`)) as Record<string, unknown>;
    expect(Object.keys(module).sort()).toMatchSnapshot();
    // the first import transforms a package's whole source tree: slow on a busy machine
  }, 60_000);
});
