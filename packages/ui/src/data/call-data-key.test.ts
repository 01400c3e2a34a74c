// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callDataKey } from './call-data-key';

const price = { name: 'price' };

describe('callDataKey', () => {
  it('is the call name and the query sorted by name, so the order of the query does not matter', () => {
    expect(callDataKey(price, { zip: '60062', sku: '1' })).toBe('price?[["sku","1"],["zip","60062"]]');
    expect(callDataKey(price, { sku: '1', zip: '60062' })).toBe(callDataKey(price, { zip: '60062', sku: '1' }));
    const sorted = 'price?[["a","1"],["b","2"],["c","3"],["d","4"]]';
    expect(callDataKey(price, { d: '4', c: '3', b: '2', a: '1' })).toBe(sorted);
    expect(callDataKey(price, { b: '2', d: '4', a: '1', c: '3' })).toBe(sorted);
  });

  it('leaves out null and undefined values, as the client leaves them out of the URL', () => {
    expect(callDataKey(price, { sku: '1', zip: null, page: undefined })).toBe(callDataKey(price, { sku: '1' }));
  });

  it('tells apart values the URL would tell apart', () => {
    expect(callDataKey(price, { sku: '1' })).not.toBe(callDataKey(price, { sku: '2' }));
    expect(callDataKey(price, { q: '' })).not.toBe(callDataKey(price, {}));
    expect(callDataKey(price, { f: ['a', 'b'] })).not.toBe(callDataKey(price, { f: ['b', 'a'] }));
    expect(callDataKey({ name: 'stock' }, { sku: '1' })).not.toBe(callDataKey(price, { sku: '1' }));
  });

  it('adds the path segments, encoded, so each sku is its own read', () => {
    expect(callDataKey(price, undefined, undefined, ['410100'])).toBe('price/410100?[]');
    expect(callDataKey(price, undefined, undefined, ['a/b'])).not.toBe(
      callDataKey(price, undefined, undefined, ['a', 'b']),
    );
    expect(callDataKey(price, undefined, undefined, [])).toBe(callDataKey(price));
    expect(callDataKey(price, undefined, undefined, ['410100', 2])).toBe('price/410100/2?[]');
  });

  it("adds a POST read's body", () => {
    expect(callDataKey(price, undefined, { zip: '60062' })).toBe('price?[]{"zip":"60062"}');
    expect(callDataKey(price, undefined, { zip: '60062' })).not.toBe(callDataKey(price, undefined, { zip: '10001' }));
  });
});
