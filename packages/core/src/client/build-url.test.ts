import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url';

const BASE = 'https://shop.example/checkout/cart';

describe('buildUrl', () => {
  it.each([
    ['resolves a path against the page', '/x', undefined, 'https://shop.example/x'],
    ['keeps an absolute URL', 'https://recs.example/y', undefined, 'https://recs.example/y'],
    ['encodes values', '/q', { sku: 'A 1&b', page: 2, kids: false }, 'https://shop.example/q?sku=A+1%26b&page=2&kids=false'],
    ['leaves null and undefined out', '/q', { a: null, b: undefined, c: 'x' }, 'https://shop.example/q?c=x'],
    ['repeats the key for arrays', '/q', { codes: ['1', 2] }, 'https://shop.example/q?codes=1&codes=2'],
    ['keeps a query already in the path', '/q?popupName=a', { b: 1 }, 'https://shop.example/q?popupName=a&b=1'],
  ])('%s', (_, path, query, expected) => {
    expect(buildUrl(path, BASE, query).href).toBe(expected);
  });
});
