// @vitest-environment node
/**
 * The call list is the one place a call is written: the README's table is the one the list makes,
 * and the handlers are the list's, one resolver per name.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CALL_LIST, type CallEntry } from '../call-list';
import { callTable, citationsAsLinks, README_URL, withCallTable } from '../call-table';
import { RESOLVERS } from '../handlers/index';
import { joinResolvers } from '../serve-call';

const entries = Object.entries(CALL_LIST) as Array<[string, CallEntry]>;

describe('the README call table', () => {
  it('is the one the call list makes (npm run calls:readme writes it)', () => {
    const readme = readFileSync(README_URL, 'utf8');
    expect(withCallTable(readme) === readme, 'the README call table is stale: run npm run calls:readme').toBe(true);
  });

  it('has a row per path of each call, with its method, path and reference as a link', () => {
    const table = callTable();
    const rows = table.split('\n').filter((line) => line.startsWith('| `'));
    expect(rows).toHaveLength(entries.reduce((n, [, entry]) => n + 1 + (entry.alsoAt?.length ?? 0), 0));
    expect(table).toContain(
      '| `getEdd` | POST | `/api/demo/cart/edd` | [cart#calls](../../docs/reference/cart.md#calls) |',
    );
    expect(table).toContain('| `zipValidation` | GET/POST | `/api/demo/zip-validation` |');
    expect(table).toContain('| `checkoutLog` | POST | `/ReactCheckout/Checkout/Log` |');
  });

  it('fails a README whose table is not the list’s: a row changed, a row missing, the block missing', () => {
    const readme = readFileSync(README_URL, 'utf8');
    const changed = readme.replace('| `getEdd` | POST |', '| `getEdd` | GET |');
    expect(changed).not.toBe(readme);
    expect(withCallTable(changed)).not.toBe(changed);
    const missing = readme.replace(/^\| `getEdd` .*\n/m, '');
    expect(withCallTable(missing)).not.toBe(missing);
    expect(() => withCallTable('# no table here\n')).toThrow(/no call table block/);
  });

  it('writes citations as links to the reference, pipes escaped', () => {
    expect(citationsAsLinks('see [ref: cart#calls, #errors] and [ref: gallery#data]')).toBe(
      'see [cart#calls](../../docs/reference/cart.md#calls), [cart#errors](../../docs/reference/cart.md#errors) and [gallery#data](../../docs/reference/gallery.md#data)',
    );
    expect(callTable()).toContain('confirmationType:"standard"\\|"ignore"');
  });
});

describe('the call list', () => {
  it('cites the reference for every call; each call is served at paths of its own', () => {
    const paths = entries.flatMap(([, entry]) => [entry.path, ...(entry.alsoAt ?? [])]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [name, entry] of entries) expect(entry.ref, name).toMatch(/^\[ref: [a-z-]+#[a-z-]+\]/);
  });

  it('has one resolver per call, and none for a name that is not one', () => {
    expect(Object.keys(RESOLVERS).sort()).toEqual(Object.keys(CALL_LIST).sort());
  });

  it('refuses a call answered in two modules', () => {
    const answer = () => ({});
    expect(() => joinResolvers({ getEdd: answer }, { getEdd: answer })).toThrow(/two resolvers for the call getEdd/);
  });
});
