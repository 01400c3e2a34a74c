import { describe, expect, it } from 'vitest';
import { buildUrl } from './build-url';

const BASE = 'https://shop.example/checkout/cart';

describe('buildUrl', () => {
  it.each([
    ['resolves a path against the page', '/x', undefined, 'https://shop.example/x'],
    ['keeps an absolute URL', 'https://recs.example/y', undefined, 'https://recs.example/y'],
    [
      'encodes values',
      '/q',
      { sku: 'A 1&b', page: 2, kids: false },
      'https://shop.example/q?sku=A+1%26b&page=2&kids=false',
    ],
    ['leaves null and undefined out', '/q', { a: null, b: undefined, c: 'x' }, 'https://shop.example/q?c=x'],
    ['repeats the key for arrays', '/q', { codes: ['1', 2] }, 'https://shop.example/q?codes=1&codes=2'],
    ['keeps a query already in the path', '/q?popupName=a', { b: 1 }, 'https://shop.example/q?popupName=a&b=1'],
  ])('%s', (_, path, query, expected) => {
    expect(buildUrl(path, BASE, query).href).toBe(expected);
  });
});

describe('buildUrl with path segments (the quick-ship data URL plus /{sku}) [ref: core#calls]', () => {
  it.each([
    [
      'adds each segment to the path',
      '/api/quick-ship',
      ['410100'],
      undefined,
      'https://shop.example/api/quick-ship/410100',
    ],
    [
      'ignores a trailing slash of the path',
      '/api/quick-ship/',
      ['410100'],
      undefined,
      'https://shop.example/api/quick-ship/410100',
    ],
    ['encodes what a segment holds', '/a', ['x/y?z#w', 'b c'], undefined, 'https://shop.example/a/x%2Fy%3Fz%23w/b%20c'],
    [
      'keeps the query of the path and adds the query after',
      '/a?x=1',
      [7],
      { y: 2 },
      'https://shop.example/a/7?x=1&y=2',
    ],
    ['no segments: the path as it is', '/a', [], undefined, 'https://shop.example/a'],
    ['ignores every trailing slash of the path', '/a//', ['1'], undefined, 'https://shop.example/a/1'],
    [
      'takes a segment with dots that is no step',
      '/a',
      ['v1.', '..b', '.x'],
      undefined,
      'https://shop.example/a/v1./..b/.x',
    ],
  ])('%s', (_, path, segments, query, expected) => {
    expect(buildUrl(path, BASE, query, segments).href).toBe(expected);
  });

  it.each([['..'], ['.'], ['']])('refuses the segment %j, which would climb out of the path or empty it', (segment) => {
    expect(() => buildUrl('/a/b', BASE, undefined, [segment])).toThrow(
      new TypeError(`"${segment}" is not a path segment`),
    );
  });
});
