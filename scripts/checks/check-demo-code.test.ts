import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { findDemoCode } from './check-demo-code.mjs';

/** Runs the check over `files` (name → text) written to a fresh folder. */
function check(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'demo-code-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return spawnSync(process.execPath, ['scripts/checks/check-demo-code.mjs', dir], { encoding: 'utf8' });
}

describe('the demo-code check over what ships', () => {
  it.each([
    ['a fake token', { 'dist/chunk-A1.js': 'const n="fake-applepay-nonce";' }],
    ['a demo address', { 'dist/chunk-B2.js': '{address1:"1140 Lake Cook Rd"}' }],
    ['the fake flag', { 'dist/index.d.ts': "features['fakeAltPay']" }],
    ['a demo module by name', { 'dist/demo-autocomplete-XY12AB34.js': 'export {}' }],
  ])('fails on %s', (_, files) => {
    const result = check(files);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/FAIL demo code in what ships/);
  });

  it('passes a build without them', () => {
    const result = check({ 'dist/index.js': 'export const total = 1;', 'dist/styles.css': '.a{}' });
    expect(result.status).toBe(0);
  });

  it('names each finding', () => {
    expect(findDemoCode([['x/fake-alt-pay-1.js', 'FAKE-PP-100']])).toEqual([
      "x/fake-alt-pay-1.js: a demo module's file name",
      "x/fake-alt-pay-1.js: contains 'FAKE-PP-'",
    ]);
  });
});
