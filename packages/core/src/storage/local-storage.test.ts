import { array, defaulted, number, object, optional, string, type } from 'superstruct';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStoredJson, removeStored, writeStoredJson, type StorageLike } from './local-storage';

const Item = type({ code: number(), name: string() });
const Items = array(Item);

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing: StorageLike = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('readStoredJson', () => {
  it('reads a valid stored value', () => {
    const storage = memoryStorage({ k: '[{"code":1,"name":"Linen"}]' });
    expect(readStoredJson('k', Items, [], storage)).toEqual([{ code: 1, name: 'Linen' }]);
  });

  it.each([
    ['missing key', {}],
    ['malformed JSON', { k: '[{"code":1,' }],
    ['empty string', { k: '' }],
    ['the string undefined', { k: 'undefined' }],
    ['wrong shape: object instead of list', { k: '{"code":1,"name":"Linen"}' }],
    ['wrong shape: field of the wrong type', { k: '[{"code":"1","name":"Linen"}]' }],
    ['JSON null', { k: 'null' }],
  ])('gives the fallback for %s', (_label, initial) => {
    const fallback = [{ code: 0, name: 'fallback' }];
    expect(readStoredJson('k', Items, fallback, memoryStorage(initial))).toBe(fallback);
  });

  it("applies the schema's defaults and coercions to what it reads", () => {
    const Prefs = object({ zip: string(), count: defaulted(number(), 3) });
    const storage = memoryStorage({ k: '{"zip":"60062"}' });
    expect(readStoredJson('k', Prefs, { zip: '', count: 0 }, storage)).toEqual({ zip: '60062', count: 3 });
  });

  it('gives the fallback for malformed JSON even when the schema takes a missing value', () => {
    const storage = memoryStorage({ k: '{"zip":' });
    expect(readStoredJson('k', optional(string()), 'fallback', storage)).toBe('fallback');
  });

  it('gives the fallback when the storage throws (Safari private mode, disabled storage)', () => {
    expect(readStoredJson('k', Items, [], throwing)).toEqual([]);
  });

  it('gives the fallback when there is no storage (null)', () => {
    expect(readStoredJson('k', Items, [], null)).toEqual([]);
  });

  it('gives the fallback when window.localStorage is missing or its getter throws', () => {
    localStorage.setItem('k', '[{"code":1,"name":"Linen"}]');
    vi.spyOn(globalThis, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readStoredJson('k', Items, [])).toEqual([]);
    vi.spyOn(globalThis, 'localStorage', 'get').mockReturnValue(undefined as unknown as Storage);
    expect(readStoredJson('k', Items, [])).toEqual([]);
  });

  it('uses window.localStorage by default', () => {
    localStorage.setItem('k', '[{"code":2,"name":"Velvet"}]');
    expect(readStoredJson('k', Items, [])).toEqual([{ code: 2, name: 'Velvet' }]);
  });
});

describe('writeStoredJson', () => {
  it('writes JSON that reads back', () => {
    const storage = memoryStorage();
    expect(writeStoredJson('k', [{ code: 3, name: 'Wool' }], storage)).toBe(true);
    expect(storage.data.get('k')).toBe('[{"code":3,"name":"Wool"}]');
    expect(readStoredJson('k', Items, [], storage)).toEqual([{ code: 3, name: 'Wool' }]);
  });

  it('returns false instead of throwing on quota errors', () => {
    expect(writeStoredJson('k', [1], throwing)).toBe(false);
  });

  it('returns false for a value JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const storage = memoryStorage();
    expect(writeStoredJson('k', cyclic, storage)).toBe(false);
    expect(writeStoredJson('k', undefined, storage)).toBe(false);
    expect(storage.data.has('k')).toBe(false);
  });

  it('returns false without storage', () => {
    expect(writeStoredJson('k', [1], null)).toBe(false);
  });

  it('writes to window.localStorage by default', () => {
    writeStoredJson('k', { a: 1 });
    expect(localStorage.getItem('k')).toBe('{"a":1}');
  });
});

describe('removeStored', () => {
  it('removes the key', () => {
    const storage = memoryStorage({ k: '1' });
    removeStored('k', storage);
    expect(storage.data.has('k')).toBe(false);
  });

  it('never throws', () => {
    expect(() => removeStored('k', throwing)).not.toThrow();
    expect(() => removeStored('k', null)).not.toThrow();
  });
});
