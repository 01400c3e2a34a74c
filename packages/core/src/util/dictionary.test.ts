import { describe, expect, it } from 'vitest';
import { dictionary, withEntry } from './dictionary';

describe('dictionary: objects keyed by server-supplied names', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'treats %s as an ordinary key',
    (key) => {
      const empty = dictionary<string>();
      expect(empty[key]).toBeUndefined();
      const filled = dictionary([[key, 'text']]);
      expect(filled[key]).toBe('text');
      expect(Object.keys(filled)).toEqual([key]);
      expect(({} as Record<string, unknown>).text).toBeUndefined();
      expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('text');
    },
  );

  it('withEntry returns a new dictionary, the old one unchanged', () => {
    const first = dictionary([['Text1', 'A']]);
    const second = withEntry(first, '__proto__', 'B');
    expect(first).toEqual(dictionary([['Text1', 'A']]));
    expect(second.__proto__).toBe('B');
    expect(Object.getPrototypeOf(second)).toBeNull();
  });
});
